import { LANGUAGE_TAGS } from '../../shared/shell/constants';
import { i18n, initI18n, setLanguage } from './i18n';
import { SOURCE_LANGUAGE } from './languageTags';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function bundle(tag: string): Tree {
  return i18n.getResourceBundle(tag, 'translation') as Tree;
}

describe('locales', () => {
  beforeAll(async () => {
    await initI18n(SOURCE_LANGUAGE);
    for (const tag of LANGUAGE_TAGS) await setLanguage(tag);
  });

  it.each(LANGUAGE_TAGS.filter((tag) => tag !== SOURCE_LANGUAGE))('%s translates every en-US string', (tag) => {
    const source = keys(bundle(SOURCE_LANGUAGE)).sort();
    expect(keys(bundle(tag)).sort()).toEqual(source);
    for (const key of source) expect(i18n.getResource(tag, 'translation', key)).not.toBe('');
  });

  it('marks ar-AE right-to-left and the others left-to-right', () => {
    expect(LANGUAGE_TAGS.map((tag) => [tag, i18n.dir(tag)])).toEqual([
      ['en-US', 'ltr'],
      ['ar-AE', 'rtl'],
      ['pl-PL', 'ltr'],
    ]);
  });
});
