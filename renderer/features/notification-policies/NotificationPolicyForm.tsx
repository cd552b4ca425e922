/** A notification policy's editor (issue 28): name, on/off (and which schedule holds it on or off
 *  now) and throttle, the events it picks, its channels and recipients; saved whole with create or
 *  update, deleted after a question, and, once saved, the Test button that sends a test over every
 *  channel and the policy's send log. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import {
  Button,
  ConfirmDialog,
  Form,
  FormBanner,
  FormNumberField,
  FormTextField,
  FormToggle,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { adminErrorMessage, AdminFormFooter } from '../admin';
import { HeldBySchedule, NamedBySchedules } from '../schedules';
import { NotificationSendLog } from './NotificationSendLog';
import {
  CreateNotificationPolicyMutation,
  DeleteNotificationPolicyMutation,
  NotificationPolicyUsedByQuery,
  type NotificationChoices,
  type NotificationPolicy,
  TestNotificationPolicyMutation,
  UpdateNotificationPolicyMutation,
} from './notificationPolicyDocuments';
import {
  POLICY_SERVER_FIELDS,
  policyInput,
  policyRules,
  type PolicyValues,
  policyValues,
} from './notificationPolicyDraft';
import { PolicyChannelFields } from './PolicyChannelFields';
import { PolicyEventFields } from './PolicyEventFields';

export interface NotificationPolicyFormProps {
  /** The stored policy; null for a new one. */
  policy: NotificationPolicy | null;
  choices: NotificationChoices;
  /** After a save (with the saved policy) or a delete (null). */
  onDone: (saved: NotificationPolicy | null) => void;
  /** After a test: the policy's last problem may have changed. */
  onTested: () => void;
  onCancel: () => void;
}

export function NotificationPolicyForm({ policy, choices, onDone, onTested, onCancel }: NotificationPolicyFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const form = useSharedForm<PolicyValues>({
    defaultValues: policyValues(policy),
    rules: policyRules((key, values) => t(`notificationPolicies.rules.${key}`, values), policy),
  });
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [testing, setTesting] = useState(false);
  // Bumped after a test so the log reads its new rows.
  const [logVersion, setLogVersion] = useState(0);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const input = policyInput(values, policy?.id ?? null);
      const result = policy
        ? await client.mutation(UpdateNotificationPolicyMutation, { policy: input }).toPromise()
        : await client.mutation(CreateNotificationPolicyMutation, { policy: input }).toPromise();
      if (result.error) return result.error;
      const saved =
        result.data &&
        ('updateNotificationPolicy' in result.data
          ? result.data.updateNotificationPolicy
          : result.data.createNotificationPolicy);
      toast(t('notificationPolicies.saved'), 'success');
      onDone(saved ?? null);
    },
    { serverFields: POLICY_SERVER_FIELDS },
  );

  // Asked when the delete question opens, so it names the schedules as they are now.
  const [usedBy] = useQuery({
    query: NotificationPolicyUsedByQuery,
    variables: { id: policy?.id ?? '' },
    pause: !policy || !asking,
    requestPolicy: 'network-only',
  });

  const remove = async () => {
    if (!policy) return;
    setDeleting(true);
    const result = await client.mutation(DeleteNotificationPolicyMutation, { id: policy.id }).toPromise();
    setDeleting(false);
    setAsking(false);
    if (result.error) return toast(adminErrorMessage(result.error), 'error');
    toast(t('notificationPolicies.deleted', { name: policy.name }), 'success');
    const named = result.data?.deleteNotificationPolicy.warning?.warningFields ?? [];
    if (named.length > 0) {
      toast(t('schedules.namedBy.deleted', { names: named.map((w) => w.value).join(', ') }), 'warning');
    }
    onDone(null);
  };

  const test = async () => {
    if (!policy) return;
    setTesting(true);
    const result = await client.mutation(TestNotificationPolicyMutation, { id: policy.id }).toPromise();
    setTesting(false);
    setLogVersion((v) => v + 1);
    onTested();
    if (result.error) return toast(adminErrorMessage(result.error), 'error');
    const sends = result.data?.testNotificationPolicy ?? [];
    const failed = sends.filter((s) => s.result !== 'SENT').length;
    toast(
      failed ? t('notificationPolicies.testFailed', { count: failed }) : t('notificationPolicies.testSent'),
      failed ? 'error' : 'success',
    );
  };

  return (
    <div className="vt-notify__editor">
      <Form form={form} onSubmit={submit} className="vt-admin-form">
        <h2 className="vt-notify__heading">
          {policy ? t('notificationPolicies.editTitle', { name: policy.name }) : t('notificationPolicies.addTitle')}
        </h2>
        <FormBanner />
        <fieldset className="vt-admin-form__group">
          <legend>{t('notificationPolicies.general')}</legend>
          <FormTextField<PolicyValues> name="name" label={t('notificationPolicies.name')} />
          <FormToggle<PolicyValues> name="enabled" label={t('notificationPolicies.enabled')} />
          <HeldBySchedule hold={policy?.heldBy} />
          <FormNumberField<PolicyValues> name="throttleMs" label={t('notificationPolicies.throttleMs')} />
          <p className="vt-muted">{t('notificationPolicies.throttleHint')}</p>
        </fieldset>
        <PolicyEventFields choices={choices} />
        <PolicyChannelFields choices={choices} policy={policy} />
        <AdminFormFooter
          busy={form.formState.isSubmitting}
          onCancel={onCancel}
          {...(policy && { onDelete: () => setAsking(true) })}
        >
          {policy && (
            <Button variant="secondary" busy={testing} onClick={() => void test()}>
              {t('notificationPolicies.test')}
            </Button>
          )}
        </AdminFormFooter>
        {policy && <p className="vt-muted">{t('notificationPolicies.testHint')}</p>}
      </Form>
      {policy && <NotificationSendLog policyId={policy.id} version={logVersion} />}
      {asking && policy && (
        <ConfirmDialog
          title={t('notificationPolicies.deleteTitle')}
          confirmLabel={t('admin.kit.delete')}
          busy={deleting || usedBy.fetching}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('notificationPolicies.deleteQuestion', { name: policy.name })}</p>
          <NamedBySchedules names={usedBy.data?.notificationPolicy?.usedBy} />
        </ConfirmDialog>
      )}
    </div>
  );
}
