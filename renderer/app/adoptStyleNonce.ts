/** Hands the page's style nonce (shared/web/styleNonce.ts) to webpack, whose runtime and the
 *  libraries that insert <style> elements (the dialogs' scroll lock) read it as __webpack_nonce__,
 *  so the platform's CSP can refuse every other inline style. */
import { STYLE_NONCE_META, STYLE_NONCE_PLACEHOLDER } from '../../shared/web/styleNonce';

declare let __webpack_nonce__: string | undefined;

/** The nonce the page carries, if the platform filled one in (not the desktop app's own files). */
export function pageStyleNonce(document: Document): string | undefined {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${STYLE_NONCE_META}"]`)?.content;
  return value && value !== STYLE_NONCE_PLACEHOLDER ? value : undefined;
}

export function adoptStyleNonce(document: Document): void {
  const nonce = pageStyleNonce(document);
  if (nonce) __webpack_nonce__ = nonce;
}
