/** The realm settings form (spec 3 §3.6 realm): saved with updateCurrentRealm, sending only what
 *  the administrator changed (issue 36); the e-mail part has its own Validate button
 *  (validateEmail sends a test message to the administrator's address). */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { GEO_ICON_SETS } from '../../../shared/maps/geoIconSets';
import { MAP_LAYERS } from '../../../shared/maps/geoMapConstants';
import {
  Button,
  changedValues,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormNumberField,
  FormPasswordField,
  FormSelectField,
  FormSubmitButton,
  FormTextField,
  FormToggle,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { AdminListPage } from '../admin';
import { type RealmSettings, UpdateCurrentRealmMutation, ValidateEmailMutation } from './accessUsersDocuments';
import { graphqlMessage } from './graphqlMessage';
import {
  emailTestInput,
  NUMBER_FIELDS,
  REALM_SERVER_FIELDS,
  type RealmDraft,
  realmDraft,
  realmInput,
  realmRules,
} from './realmSettingsDraft';

type Values = RealmDraft;

/** The e-mail fields a test message proves (the platform says the same): a change to any of them
 *  needs a new test. */
const PROVEN = ['host', 'port', 'tls', 'from', 'auth', 'user', 'password'] as const;
const provenPart = (email: Values['email']) => Object.fromEntries(PROVEN.map((key) => [key, email[key]]));

export function RealmSettingsForm({ realm, onSaved }: { realm: RealmSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const form = useSharedForm<Values>({
    defaultValues: realmDraft(realm),
    rules: realmRules((field) => t(`realmSettings.fields.${field}`)),
  });
  const email = useWatch({ control: form.control, name: 'email' });
  // The e-mail settings a test message last went through (the stored ones when they were proven).
  const [proven, setProven] = useState(() =>
    realm.emailSettings?.validated === true ? provenPart(realmDraft(realm).email) : null,
  );
  const [validating, setValidating] = useState(false);
  const validated = proven !== null && Object.keys(changedValues(proven, provenPart(email))).length === 0;

  const submit = useFormSubmit(
    form,
    async (_values, changed) => {
      const input = realmInput(changed);
      if (Object.keys(input).length > 0) {
        const result = await client.mutation(UpdateCurrentRealmMutation, { realm: input }).toPromise();
        if (result.error) return result.error;
      }
      toast(t('realmSettings.saved'), 'success');
      onSaved();
    },
    { serverFields: REALM_SERVER_FIELDS },
  );

  const validate = async () => {
    form.clearErrors(FORM_PROBLEM as 'root');
    setValidating(true);
    const values = form.getValues();
    const result = await client.mutation(ValidateEmailMutation, { emailSettings: emailTestInput(values) }).toPromise();
    setValidating(false);
    const answer = result.data?.validateEmail;
    const problem = result.error
      ? graphqlMessage(result.error)
      : !answer?.validated
        ? (answer?.message ?? t('realmSettings.notValidated'))
        : null;
    if (problem) return form.setError(FORM_PROBLEM as 'root', { type: 'server', message: problem });
    setProven(provenPart(values.email));
    toast(t('realmSettings.emailValidated'), 'success');
  };

  return (
    <AdminListPage titleId="vt-realm-title" title={t('admin.views.RealmSettings')}>
      <Form form={form} onSubmit={submit} className="vt-admin-form">
        <FormBanner />
        <fieldset className="vt-admin-form__group">
          <legend>{t('realmSettings.general')}</legend>
          <FormTextField<Values> name="name" label={t('realmSettings.name')} />
          <FormTextField<Values> name="adminEmail" type="email" label={t('realmSettings.adminEmail')} />
          {NUMBER_FIELDS.map((field) => (
            <FormNumberField<Values> key={field} name={field} label={t(`realmSettings.fields.${field}`)} />
          ))}
        </fieldset>
        <fieldset className="vt-admin-form__group">
          <legend>{t('realmSettings.security')}</legend>
          <FormToggle<Values> name="mfAuth" label={t('realmSettings.mfAuth')} hint={t('realmSettings.mfAuthHint')} />
        </fieldset>
        <fieldset className="vt-admin-form__group">
          <legend>{t('realmSettings.email')}</legend>
          <FormTextField<Values> name="email.host" label={t('realmSettings.host')} />
          <FormNumberField<Values> name="email.port" label={t('realmSettings.port')} />
          <FormToggle<Values> name="email.tls" label={t('realmSettings.tls')} />
          <FormTextField<Values> name="email.from" label={t('realmSettings.from')} />
          <FormToggle<Values> name="email.auth" label={t('realmSettings.auth')} />
          {email.auth && (
            <>
              <FormTextField<Values> name="email.user" label={t('realmSettings.user')} autoComplete="off" />
              <FormPasswordField<Values>
                name="email.password"
                label={t('realmSettings.password')}
                placeholder={t('realmSettings.passwordKept')}
              />
            </>
          )}
          <p className="vt-access__status" role="status">
            {validated ? t('realmSettings.validated') : t('realmSettings.notValidated')}
          </p>
          <Button type="button" variant="secondary" busy={validating} onClick={() => void validate()}>
            {t('realmSettings.validate')}
          </Button>
          <p className="vt-muted">{t('realmSettings.validateHint')}</p>
          <FormToggle<Values>
            name="email.enabled"
            label={t('realmSettings.emailEnabled')}
            disabled={!validated && !email.enabled}
          />
        </fieldset>
        <fieldset className="vt-admin-form__group">
          <legend>{t('realmSettings.maps')}</legend>
          <FormSelectField<Values>
            name="defaultMapLayer"
            label={t('realmSettings.defaultMapLayer')}
            options={MAP_LAYERS.map((layer) => ({ value: layer, label: t(`realmSettings.layers.${layer}`) }))}
          />
          <FormTextField<Values> name="esriMapTileUrl" label={t('realmSettings.esriMapTileUrl')} />
          <FormTextField<Values> name="esriAccessToken" label={t('realmSettings.esriAccessToken')} autoComplete="off" />
          <FormTextField<Values>
            name="googleMapsApiKey"
            label={t('realmSettings.googleMapsApiKey')}
            autoComplete="off"
          />
          <FormSelectField<Values>
            name="geoIconSet"
            label={t('realmSettings.geoIconSet')}
            options={GEO_ICON_SETS.map((set) => ({ value: set, label: t(`realmSettings.iconSets.${set}`) }))}
          />
        </fieldset>
        <div className="vt-access__actions">
          <FormSubmitButton>{t('realmSettings.save')}</FormSubmitButton>
        </div>
      </Form>
    </AdminListPage>
  );
}
