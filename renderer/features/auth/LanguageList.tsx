/** The language list in the header of the login and licence pages; the current one is bold. */
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../../shared/shell/constants';
import { LANGUAGE_NAMES, type LanguageTag, setLanguage, toLanguageTag } from '../../i18n';
import { usePublicSettings } from './PublicSettings';
import './auth.css';

interface Choice {
  tag: LanguageTag;
  name: string;
}

export function LanguageList() {
  const { t, i18n } = useTranslation();
  const { languages } = usePublicSettings();
  const current = toLanguageTag(i18n.resolvedLanguage ?? i18n.language);
  const choices = toChoices(languages);

  return (
    <nav className="vt-languages" aria-label={t('auth.languages')}>
      <ul>
        {choices.map(({ tag, name }) => (
          <li key={tag}>
            <button
              type="button"
              lang={tag}
              className="vt-languages__item"
              aria-current={tag === current ? 'true' : undefined}
              onClick={() => void setLanguage(tag)}
            >
              {tag === current ? <strong>{name}</strong> : name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The server's languages the console has bundles for, in the server's order; all bundles when it lists none. */
function toChoices(languages: { tag: string; description: string }[]): Choice[] {
  const choices: Choice[] = [];
  for (const language of languages) {
    const tag = toLanguageTag(language.tag);
    if (tag && !choices.some((choice) => choice.tag === tag)) {
      choices.push({ tag, name: language.description || LANGUAGE_NAMES[tag] });
    }
  }
  return choices.length > 0 ? choices : LANGUAGE_TAGS.map((tag) => ({ tag, name: LANGUAGE_NAMES[tag] }));
}
