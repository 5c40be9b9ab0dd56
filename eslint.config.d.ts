// Types of what eslint.config.js exports for the lint's own test.
export declare const FEATURE_DEPENDS: Readonly<Record<string, readonly string[]>>;
export declare function checkFeatureOrder(depends: Readonly<Record<string, readonly string[]>>): void;
declare const config: unknown;
export default config;
