/** Product trays: the `product-tray` and `recently-viewed` widgets. */
export { ProductTrayWidget, RecentlyViewedWidget } from './tray-widgets.tsx';
export { trayStore } from './stores/tray-store.ts';
