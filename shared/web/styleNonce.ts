/** The per-page style nonce (issue 16): the platform writes a fresh one into index.html's meta tag
 *  and its CSP's style-src; the console hands it to whatever inserts <style> elements. */

/** The meta tag's name: `<meta name="vantage-style-nonce" content="…">`. */
export const STYLE_NONCE_META = 'vantage-style-nonce';

/** What the built index.html holds until the platform replaces it in each answer. */
export const STYLE_NONCE_PLACEHOLDER = '__VANTAGE_STYLE_NONCE__';
