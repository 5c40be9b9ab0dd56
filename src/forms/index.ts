/** Form parts the checkout and the address book share: the generated address form, its field frame and styles. */
export { AddressForm, type AddressProblem } from './address-form.tsx';
export { addressLines } from './address-lines.ts';
export { addressTemplates, addressWidgets } from './address-widgets.tsx';
export { FieldShell, errorIdOf, invalidProps } from './field-shell.tsx';
export * from './form.styles.ts';
export { countryNamesIn, useCountryName } from './country-name.ts';
export { GeneratedForm } from './generated-form.tsx';
export { Choices, InterestChoices } from './interest-choices.tsx';
