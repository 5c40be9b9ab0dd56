/** The checkout's fields share the shop's field frame. */
export { errorIdOf, FieldShell, invalidProps } from '../../ui/field-shell.tsx';
