/** The channels part of a notification policy's form (issue 28): e-mail to users who take
 *  notifications, groups and other addresses; a signed webhook; an MQTT broker and topic. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextArea, FormTextField, FormToggle } from '../../ui';
import { ChannelFieldset } from './ChannelFieldset';
import { FormCheckList } from './FormCheckList';
import type { NotificationChoices, NotificationPolicy } from './notificationPolicyDocuments';
import type { PolicyValues } from './notificationPolicyDraft';

export function PolicyChannelFields({
  choices,
  policy,
}: {
  choices: NotificationChoices;
  policy: NotificationPolicy | null;
}) {
  const { t } = useTranslation();
  const emailEnabled = useWatch<PolicyValues, 'emailEnabled'>({ name: 'emailEnabled' });
  // Users who take no notifications or have no address are listed, and say why they get none.
  const users = choices.users.map((u) => ({
    id: u.id,
    label: u.name,
    hint: !u.sendNotification
      ? t('notificationPolicies.userTakesNone')
      : !u.email
        ? t('notificationPolicies.userHasNoEmail')
        : u.email,
  }));
  return (
    <>
      <fieldset className="vt-admin-form__group">
        <legend>{t('notificationPolicies.email')}</legend>
        <FormToggle<PolicyValues>
          name="emailEnabled"
          label={t('notificationPolicies.emailEnabled')}
          hint={t('notificationPolicies.emailHint')}
        />
        {emailEnabled && (
          <>
            <div className="vt-notify__columns">
              <FormCheckList<PolicyValues> name="userIds" label={t('notificationPolicies.users')} items={users} />
              <FormCheckList<PolicyValues>
                name="groupIds"
                label={t('notificationPolicies.groups')}
                items={choices.groups.map((g) => ({ id: g.id, label: g.name }))}
              />
            </div>
            <FormTextArea<PolicyValues>
              name="addresses"
              label={t('notificationPolicies.addresses')}
              placeholder={t('notificationPolicies.addressesHint')}
              rows={3}
            />
          </>
        )}
      </fieldset>
      <ChannelFieldset
        legend={t('notificationPolicies.webhook')}
        url={{ name: 'webhookUrl', type: 'url', label: t('notificationPolicies.webhookUrl'), placeholder: 'https://' }}
        secret={{
          name: 'webhookSecret',
          label: t('notificationPolicies.webhookSecret'),
          kept: !!policy?.webhook?.hasSecret,
        }}
        hint={t('notificationPolicies.webhookHint')}
      />
      <ChannelFieldset
        legend={t('notificationPolicies.mqtt')}
        url={{ name: 'mqttUrl', label: t('notificationPolicies.mqttUrl'), placeholder: 'mqtt://' }}
        secret={{
          name: 'mqttPassword',
          label: t('notificationPolicies.mqttPassword'),
          kept: !!policy?.mqtt?.hasPassword,
        }}
        hint={t('notificationPolicies.mqttHint')}
      >
        <FormTextField<PolicyValues> name="mqttTopic" label={t('notificationPolicies.mqttTopic')} />
        <FormTextField<PolicyValues>
          name="mqttUsername"
          label={t('notificationPolicies.mqttUsername')}
          autoComplete="off"
        />
      </ChannelFieldset>
    </>
  );
}
