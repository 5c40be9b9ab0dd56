/** Product trays: the `product-tray` and `recently-viewed` widgets, their store, and the record of viewed products. */
export { ProductTrayWidget, RecentlyViewedWidget } from './tray-widgets.tsx';
export { recentlyViewedIds, recordProductView } from '../../domain/recently-viewed-storage.ts';
export { TrayStore, type TrayOptions, type TraySource, type TrayStatus } from '../../stores/tray-store.ts';
