import { STYLE_NONCE_META, STYLE_NONCE_PLACEHOLDER } from '../../shared/web/styleNonce';
import { pageStyleNonce } from './adoptStyleNonce';

const page = (content: string | null) => {
  const document = window.document.implementation.createHTMLDocument('console');
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = STYLE_NONCE_META;
    meta.content = content;
    document.head.append(meta);
  }
  return document;
};

describe('pageStyleNonce', () => {
  it('reads the nonce the platform filled in', () => {
    expect(pageStyleNonce(page('r4nd0m+/=='))).toBe('r4nd0m+/==');
  });

  it('ignores the placeholder of an unserved page and a page without the tag', () => {
    expect(pageStyleNonce(page(STYLE_NONCE_PLACEHOLDER))).toBeUndefined();
    expect(pageStyleNonce(page(null))).toBeUndefined();
  });
});
