/**
 * The test build's form service and analytics host: tests/e2e/support/endpoints.mjs, which
 * playwright.config.ts starts on this port and `npm run build:e2e` bakes into the build.
 */
export const SERVICES_ORIGIN = 'http://127.0.0.1:4181';
