// The checkout's form styles are shared with the address book.
export * from '../../forms/form.styles.ts';
