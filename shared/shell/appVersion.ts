/** The console's version (package.json's), where the spec builds installer URLs (spec 1 §7). */
export const APP_VERSION = '0.1.0';
