import { LANGUAGE_TAGS } from '../../shared/shell/constants';
import { i18n, initI18n, setLanguage } from './i18n';
import { SOURCE_LANGUAGE } from './languageTags';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** i18next's plural keys (key_one, key_few, ...): each language has its own set of forms, so keys
 *  are compared by their base and each language must carry every form its plural rules name. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function baseKeys(all: string[]): string[] {
  return [...new Set(all.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function pluralBases(all: string[]): string[] {
  return baseKeys(all.filter((key) => PLURAL_SUFFIX.test(key)));
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
    const source = keys(bundle(SOURCE_LANGUAGE));
    const translated = keys(bundle(tag));
    expect(baseKeys(translated)).toEqual(baseKeys(source));
    for (const key of translated) expect(i18n.getResource(tag, 'translation', key)).not.toBe('');
  });

  it.each(LANGUAGE_TAGS)('%s carries every plural form its language uses', (tag) => {
    const translated = new Set(keys(bundle(tag)));
    const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    const missing = pluralBases([...translated]).flatMap((base) =>
      forms.map((form) => `${base}_${form}`).filter((key) => !translated.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it('marks ar-AE right-to-left and the others left-to-right', () => {
    expect(LANGUAGE_TAGS.map((tag) => [tag, i18n.dir(tag)])).toEqual([
      ['en-US', 'ltr'],
      ['ar-AE', 'rtl'],
      ['pl-PL', 'ltr'],
    ]);
  });
});
