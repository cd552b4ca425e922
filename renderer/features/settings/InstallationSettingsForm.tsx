/** Settings → Installation Settings (issue 34; spec 1 §1, §3): the branding, error reporting, the
 *  licence expiry text and the updates host Install App reads, for every realm of the installation.
 *  Checked by the shared rules the platform applies too; only what changed is sent. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  installationFieldProblem,
  INSTALLATION_FIELD_NAMES,
  type InstallationFieldName,
  type InstallationSettingsValues,
} from '../../../shared/installation/installationSettings';
import {
  Form,
  FormBanner,
  FormNumberField,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  FormToggle,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { type InstallationSettingsRecord, UpdateInstallationSettingsMutation } from './installationDocuments';

type Values = InstallationSettingsValues;

const TEXT_FIELDS = {
  branding: ['companyName', 'logoPath', 'iconPath', 'loginBackgroundPath', 'loginHeaderColor', 'loginFooterColor'],
  support: ['supportPhone', 'supportUrl', 'supportEmail', 'trademarks'],
} as const satisfies Record<string, readonly InstallationFieldName[]>;

function rules(values: Values) {
  return Object.fromEntries(
    INSTALLATION_FIELD_NAMES.map((name) => [name, installationFieldProblem(name, values[name], values)]),
  );
}

export function InstallationSettingsForm({
  settings,
  onSaved,
}: {
  settings: InstallationSettingsRecord;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const form = useSharedForm<Values>({ defaultValues: settings, rules });
  const reporting = useWatch({ control: form.control, name: 'errorReportingEnabled' });
  const label = (name: InstallationFieldName) => t(`installationSettings.fields.${name}`);

  const submit = useFormSubmit(form, async (_values, changed) => {
    if (Object.keys(changed).length > 0) {
      const result = await client.mutation(UpdateInstallationSettingsMutation, { settings: changed }).toPromise();
      if (result.error) return result.error;
    }
    toast(t('installationSettings.saved'), 'success');
    onSaved();
  });

  return (
    <Form form={form} onSubmit={submit} className="vt-admin-form vt-installation__form">
      <p className="vt-muted">{t('installationSettings.intro')}</p>
      <FormBanner />
      <fieldset className="vt-admin-form__group vt-installation__fieldset">
        <legend>{t('installationSettings.branding')}</legend>
        {TEXT_FIELDS.branding.map((name) => (
          <FormTextField<Values> key={name} name={name} label={label(name)} />
        ))}
        <FormToggle<Values> name="logoVisible" label={label('logoVisible')} />
        <FormTextArea<Values> name="oemCopyright" label={label('oemCopyright')} rows={3} />
        {TEXT_FIELDS.support.map((name) => (
          <FormTextField<Values> key={name} name={name} label={label(name)} />
        ))}
      </fieldset>
      <fieldset className="vt-admin-form__group vt-installation__fieldset">
        <legend>{t('installationSettings.errorReporting')}</legend>
        <FormToggle<Values>
          name="errorReportingEnabled"
          label={label('errorReportingEnabled')}
          hint={t('installationSettings.errorReportingHint')}
        />
        <FormTextField<Values> name="errorReportingDsn" label={label('errorReportingDsn')} autoComplete="off" />
        {reporting && (
          <FormNumberField<Values>
            name="errorReportingSampleRate"
            label={label('errorReportingSampleRate')}
            inputMode="decimal"
          />
        )}
      </fieldset>
      <fieldset className="vt-admin-form__group vt-installation__fieldset">
        <legend>{t('installationSettings.licence')}</legend>
        <FormTextArea<Values> name="licenseExpireText" label={label('licenseExpireText')} rows={3} />
      </fieldset>
      <fieldset className="vt-admin-form__group vt-installation__fieldset">
        <legend>{t('installationSettings.desktopApp')}</legend>
        <FormTextField<Values>
          name="updatesHost"
          label={label('updatesHost')}
          placeholder="updates.example.com/vantage"
        />
        <p className="vt-muted">{t('installationSettings.updatesHostHint')}</p>
      </fieldset>
      <div className="vt-installation__actions">
        <FormSubmitButton>{t('installationSettings.save')}</FormSubmitButton>
      </div>
    </Form>
  );
}
