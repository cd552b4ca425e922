/** The realm settings form: one draft, saved with updateCurrentRealm; the e-mail part has its
 *  own Validate button (validateEmail sends a test message to the administrator's address). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { Button, ErrorBanner, SelectField, TextField, Toggle, useToast } from '../../ui';
import { type RealmSettings, UpdateCurrentRealmMutation, ValidateEmailMutation } from './accessUsersDocuments';
import { graphqlMessage } from './graphqlMessage';
import { emailInput, NUMBER_FIELDS, type RealmDraft, realmDraft, realmInput } from './realmSettingsDraft';

const MAP_LAYERS = ['OSM', 'ESRI', 'GOOGLE_HYBRID', 'GOOGLE_ROADMAP', 'GOOGLE_SATELLITE'] as const;

export function RealmSettingsForm({ realm, onSaved }: { realm: RealmSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [draft, setDraft] = useState<RealmDraft>(() => realmDraft(realm));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'validate' | null>(null);
  const [validated, setValidated] = useState(realm.emailSettings?.validated === true);
  const set = <K extends keyof RealmDraft>(key: K, value: RealmDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setEmail = <K extends keyof RealmDraft['email']>(key: K, value: RealmDraft['email'][K]) => {
    setDraft((d) => ({ ...d, email: { ...d.email, [key]: value } }));
    // What a test proved no longer holds once a proven field changes (the platform says the same).
    if (key !== 'enabled') setValidated(false);
  };

  const save = async () => {
    setBusy('save');
    setError(null);
    const result = await client.mutation(UpdateCurrentRealmMutation, { realm: realmInput(draft) }).toPromise();
    setBusy(null);
    if (result.error) return setError(graphqlMessage(result.error));
    toast(t('realmSettings.saved'), 'success');
    onSaved();
  };

  const validate = async () => {
    setBusy('validate');
    setError(null);
    const { enabled: _enabled, ...settings } = emailInput(draft);
    const result = await client.mutation(ValidateEmailMutation, { emailSettings: settings }).toPromise();
    setBusy(null);
    if (result.error) return setError(graphqlMessage(result.error));
    const answer = result.data?.validateEmail;
    if (!answer?.validated) return setError(answer?.message ?? t('realmSettings.notValidated'));
    setValidated(true);
    toast(t('realmSettings.emailValidated'), 'success');
  };

  return (
    <section className="vt-access" aria-labelledby="vt-realm-title">
      <header className="vt-access__header">
        <h1 id="vt-realm-title">{t('admin.views.RealmSettings')}</h1>
      </header>
      <form
        className="vt-access__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ErrorBanner error={error} />
        <fieldset className="vt-access__fieldset">
          <legend>{t('realmSettings.general')}</legend>
          <TextField label={t('realmSettings.name')} value={draft.name} onChange={(v) => set('name', v)} />
          <TextField
            label={t('realmSettings.adminEmail')}
            type="email"
            value={draft.adminEmail}
            onChange={(v) => set('adminEmail', v)}
          />
          {NUMBER_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`realmSettings.fields.${field}`)}
              inputMode="numeric"
              value={draft[field]}
              onChange={(v) => set(field, v)}
            />
          ))}
        </fieldset>
        <fieldset className="vt-access__fieldset">
          <legend>{t('realmSettings.security')}</legend>
          <Toggle
            label={t('realmSettings.mfAuth')}
            hint={t('realmSettings.mfAuthHint')}
            checked={draft.mfAuth}
            onChange={(v) => set('mfAuth', v)}
          />
        </fieldset>
        <fieldset className="vt-access__fieldset">
          <legend>{t('realmSettings.email')}</legend>
          <TextField label={t('realmSettings.host')} value={draft.email.host} onChange={(v) => setEmail('host', v)} />
          <TextField
            label={t('realmSettings.port')}
            inputMode="numeric"
            value={draft.email.port}
            onChange={(v) => setEmail('port', v)}
          />
          <Toggle label={t('realmSettings.tls')} checked={draft.email.tls} onChange={(v) => setEmail('tls', v)} />
          <TextField label={t('realmSettings.from')} value={draft.email.from} onChange={(v) => setEmail('from', v)} />
          <Toggle label={t('realmSettings.auth')} checked={draft.email.auth} onChange={(v) => setEmail('auth', v)} />
          {draft.email.auth && (
            <>
              <TextField
                label={t('realmSettings.user')}
                value={draft.email.user}
                onChange={(v) => setEmail('user', v)}
                autoComplete="off"
              />
              <TextField
                label={t('realmSettings.password')}
                type="password"
                value={draft.email.password}
                onChange={(v) => setEmail('password', v)}
                autoComplete="new-password"
                placeholder={t('realmSettings.passwordKept')}
              />
            </>
          )}
          <p className="vt-access__status" role="status">
            {validated ? t('realmSettings.validated') : t('realmSettings.notValidated')}
          </p>
          <Button type="button" variant="secondary" busy={busy === 'validate'} onClick={() => void validate()}>
            {t('realmSettings.validate')}
          </Button>
          <p className="vt-muted">{t('realmSettings.validateHint')}</p>
          <Toggle
            label={t('realmSettings.emailEnabled')}
            checked={draft.email.enabled}
            onChange={(v) => setEmail('enabled', v)}
            disabled={!validated && !draft.email.enabled}
          />
        </fieldset>
        <fieldset className="vt-access__fieldset">
          <legend>{t('realmSettings.maps')}</legend>
          <SelectField
            label={t('realmSettings.defaultMapLayer')}
            value={draft.defaultMapLayer}
            options={MAP_LAYERS.map((layer) => ({ value: layer, label: t(`realmSettings.layers.${layer}`) }))}
            onChange={(v) => set('defaultMapLayer', v)}
          />
          <TextField
            label={t('realmSettings.esriMapTileUrl')}
            value={draft.esriMapTileUrl}
            onChange={(v) => set('esriMapTileUrl', v)}
          />
          <TextField
            label={t('realmSettings.esriAccessToken')}
            value={draft.esriAccessToken}
            onChange={(v) => set('esriAccessToken', v)}
            autoComplete="off"
          />
          <TextField
            label={t('realmSettings.googleMapsApiKey')}
            value={draft.googleMapsApiKey}
            onChange={(v) => set('googleMapsApiKey', v)}
            autoComplete="off"
          />
          <TextField
            label={t('realmSettings.geoIconSet')}
            value={draft.geoIconSet}
            onChange={(v) => set('geoIconSet', v)}
          />
        </fieldset>
        <div className="vt-access__actions">
          <Button type="submit" busy={busy === 'save'}>
            {t('realmSettings.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
