/** Issue 36: the Polish console names a realm one way — 'domena' — and keeps 'obszar' for the
 *  workspace ('obszar roboczy') only. */
import en from '../../locales/en-US/translation.json';
import pl from '../../locales/pl-PL/translation.json';

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : strings(value, `${prefix}${key}.`),
  );
}

const polish = new Map(strings(pl as Tree));

describe('the Polish word for a realm', () => {
  it('is domena wherever the English says realm', () => {
    const realmKeys = strings(en as Tree)
      .filter(([, text]) => /\brealms?\b|\brealm's\b/i.test(text))
      .map(([key]) => key)
      .filter((key) => key !== 'app.windowTitle');
    expect(realmKeys.length).toBeGreaterThan(10);
    for (const key of realmKeys) expect([key, polish.get(key)]).toEqual([key, expect.stringMatching(/domen/i)]);
  });

  it('is never obszar, which names the workspace only', () => {
    const obszar = [...polish].filter(([, text]) => /obszar(?!\w*\s+robocz)/i.test(text));
    expect(obszar).toEqual([]);
  });
});
