export { EmailSignupWidget } from './email-signup-widget.tsx';
