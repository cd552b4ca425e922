import { i18n, initI18n } from '../../i18n/i18n';
import { SOURCE_LANGUAGE } from '../../i18n/languageTags';
import { playerErrorKey } from './playerErrorKey';

function english(key: string, values: Record<string, string> = {}): string {
  return i18n.exists(key) ? i18n.t(key, { ...values, interpolation: { escapeValue: false } }) : `missing ${key}`;
}

describe('playerErrorKey', () => {
  beforeAll(() => initI18n(SOURCE_LANGUAGE));

  it.each([
    [{ code: 59001, text: 'End of archive' }],
    [{ code: 0, text: 'Stop' }],
    [{ code: 50000, text: 'Cannot get avatarId' }],
    [{ code: 50000, text: 'Failed to open local stream: Connection timed out' }],
    [
      {
        code: 59004,
        text: 'Your browser or hardware does not support the H.265 codec. You can use our standalone application.',
      },
    ],
    [{ code: 59004, text: 'Unsupported MIME type or codec: video/mp4; codecs="avc1.64001F"' }],
    [{ code: 59000, text: 'incorrect connection type' }],
  ])('%j has a locale key whose English is the same text', (error) => {
    const found = playerErrorKey(error);
    expect(found).not.toBeNull();
    expect(english(found?.key ?? '', found?.values)).toBe(error.text);
  });

  it('leaves a server message of its own untranslated', () => {
    expect(playerErrorKey({ code: 50000, text: 'Streaming is blocked for this realm' })).toBeNull();
  });
});
