/**
 * The server's entry point (`npm run serve` runs its compiled form, `dist-server/start.js`): production unless the
 * operator sets NODE_ENV. React, React Router and MobX choose their production or development build from NODE_ENV
 * when first imported, and static imports run before a module's own code, so the setting is made here and the shop
 * (`main.ts`) is imported only afterwards.
 */
process.env.NODE_ENV ||= 'production';
// Errors in the logs name the TypeScript source line, not the compiled one (the build writes source maps).
process.setSourceMapsEnabled(true);
await import('./main.ts');

export {};
