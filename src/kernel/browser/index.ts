export { BrowserStorage, setPreferenceCookie } from './local-storage.ts';
export { ConsoleErrorReporter } from './console-reporter.ts';
export { DataLayerAnalytics, maskEmails } from '../analytics/data-layer-analytics.ts';
export { shoppingSessionId } from '../session/shopping-session.ts';
export { MAX_TIMER_MS, systemClock } from './system-clock.ts';
