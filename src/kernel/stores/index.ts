export { createRootStore, type RootStore } from '../../app/root.ts';
export type { StoreRecipe, StoreServices } from './store-services.ts';
export { StoresProvider, useStores } from './stores-context.tsx';
export type { ShellContent, LoadState } from '../content/content-store.ts';
export type { Pullout, Modal } from './ui-store.ts';
export type { CartStore } from '../../features/bag/stores/cart-store.ts';
export { CampaignsStore, type CampaignLocation } from '../../features/campaigns/stores/campaigns-store.ts';
export type { CartMessage, AddToCartRequest, AddOutcome, CartSummaryView } from '../../features/bag/rules/cart-rules.ts';
export type { LazyStore } from './lazy-store.ts';
