export { createRootStore, type RootStore } from './root-store.ts';
export type { StoreRecipe, StoreServices } from './store-services.ts';
export { StoresProvider, useStores } from './stores-context.tsx';
export type { ShellContent, LoadState } from './content-store.ts';
export type { Pullout, Modal } from './ui-store.ts';
export type { CartStore } from './cart-store.ts';
export { CampaignsStore, type CampaignLocation } from './campaigns-store.ts';
export type { CartMessage, AddToCartRequest, AddOutcome, CartSummaryView } from './cart-rules.ts';
export type { LazyStore } from './lazy-store.ts';
