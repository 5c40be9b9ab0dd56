export { createRootStore, type RootStore, type StoreServices } from './root-store.ts';
export { StoresProvider, useStores } from './stores-context.tsx';
export type { ShellContent, LoadState } from './content-store.ts';
export type { Pullout, Modal } from './ui-store.ts';
