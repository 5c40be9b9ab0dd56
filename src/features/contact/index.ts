export { ContactForm } from './contact-form.tsx';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads the contact enquiry, with its first send. */
export const loadHelpdeskApi = () => import('./api/helpdesk-api.ts');
