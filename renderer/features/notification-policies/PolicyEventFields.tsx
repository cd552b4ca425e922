/** The events part of a notification policy's form (issue 28): which categories, only those that
 *  need acknowledgement, and which devices — named, or through sets and zones. */
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormToggle } from '../../ui';
import { FormCheckList } from './FormCheckList';
import type { NotificationChoices } from './notificationPolicyDocuments';
import type { PolicyValues } from './notificationPolicyDraft';

const named = (rows: ReadonlyArray<{ id: string; name: string }>) => rows.map((r) => ({ id: r.id, label: r.name }));

export function PolicyEventFields({ choices }: { choices: NotificationChoices }) {
  const { t } = useTranslation();
  return (
    <fieldset className="vt-admin-form__group">
      <legend>{t('notificationPolicies.events')}</legend>
      <FormSelectField<PolicyValues>
        name="scheduleId"
        label={t('notificationPolicies.schedule')}
        options={[
          { value: '', label: t('notificationPolicies.always') },
          ...choices.schedules.map((s) => ({ value: s.id, label: s.name })),
        ]}
      />
      <p className="vt-muted">{t('notificationPolicies.scheduleHint')}</p>
      <FormToggle<PolicyValues>
        name="needAcknowledgeOnly"
        label={t('notificationPolicies.needAcknowledgeOnly')}
        hint={t('notificationPolicies.needAcknowledgeOnlyHint')}
      />
      <FormCheckList<PolicyValues>
        name="categories"
        label={t('notificationPolicies.categories')}
        items={choices.auditCategories.map((c) => ({ id: c.id, label: `${c.shortName} (${c.id})` }))}
        emptyMeans={t('notificationPolicies.allCategories')}
      />
      <div className="vt-notify__columns">
        <FormCheckList<PolicyValues>
          name="deviceIds"
          label={t('notificationPolicies.devices')}
          items={named(choices.devicesByAspectTypes)}
          emptyMeans={t('notificationPolicies.anyDevice')}
        />
        <FormCheckList<PolicyValues> name="setIds" label={t('notificationPolicies.sets')} items={named(choices.sets)} />
        <FormCheckList<PolicyValues>
          name="zoneIds"
          label={t('notificationPolicies.zones')}
          items={named(choices.zones)}
        />
      </div>
    </fieldset>
  );
}
