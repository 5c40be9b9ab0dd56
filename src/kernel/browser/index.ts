export { BrowserStorage, setPreferenceCookie } from './local-storage.ts';
export { ConsoleErrorReporter } from './console-reporter.ts';
export { shoppingSessionId } from './shopping-session.ts';
export { MAX_TIMER_MS, systemClock } from './system-clock.ts';
export { DomScriptLoader } from './script-loader.ts';
export { yieldToMain } from './yield-to-main.ts';
