/** The application version (apps/web/package.json), injected at build time. */
export const APP_VERSION: string = __APP_VERSION__;
