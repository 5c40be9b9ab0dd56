export { AddressForm, type AddressProblem } from './address-form.tsx';
export { ContactForm } from './contact-form.tsx';
export { ShippingMethods } from './shipping-methods.tsx';
export { StepIndicator } from './step-indicator.tsx';
export { PrimaryButton } from './checkout.styles.ts';
