/** The checkout's forms share the shop's form styles. */
export * from '../../ui/form.styles.ts';
