/** Spec 1 §2.2 /example: the console's controls on one page, in the signed-in user's language and
 *  direction — buttons, a field with its rule's message, a switch, a refusal as the platform words
 *  it, the icon set — so a translation or a theme can be checked without opening every screen. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToWorkspaceLink } from '../features/shell';
import { Button, ErrorBanner, Icon, type IconName, TextField, Toggle } from '../ui';
import './examplePage.css';

/** A refusal the platform answers with (server/access), shown as any screen shows one. */
const SAMPLE_REFUSAL = 'Administrator rights required';
const SAMPLE_ICONS: readonly IconName[] = ['user', 'devices', 'access', 'adminSettings', 'reports', 'about', 'stop'];

export function ExamplePage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [enabled, setEnabled] = useState(true);
  return (
    <main className="vt-example" aria-labelledby="vt-example-title">
      <h1 id="vt-example-title">{t('example.title')}</h1>
      <p className="vt-muted">{t('example.intro')}</p>
      <section className="vt-example__section" aria-label={t('example.buttons')}>
        <h2>{t('example.buttons')}</h2>
        <div className="vt-example__row">
          <Button>{t('example.primary')}</Button>
          <Button variant="secondary">{t('example.secondary')}</Button>
          <Button variant="quiet">{t('example.quiet')}</Button>
          <Button busy>{t('example.busy')}</Button>
          <Button disabled>{t('example.disabled')}</Button>
        </div>
      </section>
      <section className="vt-example__section" aria-label={t('example.fields')}>
        <h2>{t('example.fields')}</h2>
        <TextField
          label={t('example.name')}
          value={name}
          onChange={setName}
          error={name.trim() === '' ? t('example.nameRequired') : undefined}
        />
        <Toggle label={t('example.toggle')} hint={t('example.toggleHint')} checked={enabled} onChange={setEnabled} />
      </section>
      <section className="vt-example__section" aria-label={t('example.messages')}>
        <h2>{t('example.messages')}</h2>
        <ErrorBanner error={SAMPLE_REFUSAL} />
      </section>
      <section className="vt-example__section" aria-label={t('example.icons')}>
        <h2>{t('example.icons')}</h2>
        <div className="vt-example__row">
          {SAMPLE_ICONS.map((icon) => (
            <span key={icon} className="vt-example__icon" title={icon}>
              <Icon name={icon} />
            </span>
          ))}
        </div>
      </section>
      <ToWorkspaceLink />
    </main>
  );
}
