/** An avatar's API keys (spec 3 §7.2 create, regenerate, remove avatar API key): the list shows
 *  each key's name and first characters; a new or regenerated key is shown whole once, in a dialog,
 *  for the installer to copy into the avatar. Regenerating or removing asks first: the avatar using
 *  the old key stops reporting until it gets the new one. The key name is a form-kit form. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import {
  Button,
  Dialog,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormTextField,
  useSharedForm,
  VISUALLY_HIDDEN,
} from '../../../ui';
import {
  ApiKeysQuery,
  CreateApiKeyMutation,
  RegenerateApiKeyMutation,
  RemoveApiKeyMutation,
} from '../deviceAdminDocuments';
import { nameProblem } from '../deviceForm';
import { AdminQueryState, AdminTable, adminErrorMessage } from '../../admin';
import { useDeviceProblemText } from '../useDeviceProblemText';

type Pending = { kind: 'regenerate' | 'remove'; id: string; name: string; sending?: boolean };

interface KeyValues {
  name: string;
}

export function ApiKeysPanel({ avatarId }: { avatarId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const [keys, reexecute] = useQuery({ query: ApiKeysQuery, variables: { avatarId }, requestPolicy: 'network-only' });
  const problemText = useDeviceProblemText();
  const form = useSharedForm<KeyValues>({
    defaultValues: { name: '' },
    rules: (values) => ({ name: problemText(nameProblem(values.name)) }),
  });
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const fail = (message: string) => form.setError(FORM_PROBLEM as 'root', { message });

  // A created key empties the field for the next one (not the kit's keep-what-was-sent).
  const create = form.handleSubmit(async ({ name }) => {
    const result = await client.mutation(CreateApiKeyMutation, { avatarId, name: name.trim() }).toPromise();
    if (result.error) return fail(adminErrorMessage(result.error));
    const made = result.data?.createAvatarApiKey;
    if (made) setIssued({ name: made.apiKey.name, key: made.key });
    form.reset({ name: '' });
    refresh();
  });

  const confirm = async () => {
    if (!pending) return;
    setPending({ ...pending, sending: true });
    if (pending.kind === 'regenerate') {
      const result = await client.mutation(RegenerateApiKeyMutation, { id: pending.id }).toPromise();
      if (result.error) fail(adminErrorMessage(result.error));
      const made = result.data?.regenerateAvatarApiKey;
      if (made) setIssued({ name: made.apiKey.name, key: made.key });
    } else {
      const result = await client.mutation(RemoveApiKeyMutation, { id: pending.id }).toPromise();
      if (result.error) fail(adminErrorMessage(result.error));
    }
    setPending(null);
    refresh();
  };

  const list = keys.data?.avatarApiKeys ?? [];
  return (
    <section aria-labelledby="vt-api-keys-title">
      <Form form={form} onSubmit={create} className="vt-api-keys">
        <h2 id="vt-api-keys-title">{t('deviceAdmin.keys.title')}</h2>
        <FormBanner />
        <AdminQueryState fetching={keys.fetching && !keys.data} error={keys.error} empty={list.length === 0}>
          <AdminTable
            columns={[
              t('deviceAdmin.fields.name'),
              t('deviceAdmin.keys.prefix'),
              t('deviceAdmin.keys.created'),
              t('deviceAdmin.keys.lastUsed'),
              <span className={VISUALLY_HIDDEN}>{t('deviceAdmin.keys.actions')}</span>,
            ]}
            rows={list}
            rowKey={(key) => key.id}
            cells={(key) => (
              <>
                <td>
                  <bdi>{key.name}</bdi>
                </td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{new Date(key.createdAt).toLocaleString()}</td>
                <td>{key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString() : t('deviceAdmin.keys.never')}</td>
                <td className="vt-device-table__actions">
                  <Button
                    variant="secondary"
                    onClick={() => setPending({ kind: 'regenerate', id: key.id, name: key.name })}
                  >
                    {t('deviceAdmin.keys.regenerate')}
                  </Button>
                  <Button variant="quiet" onClick={() => setPending({ kind: 'remove', id: key.id, name: key.name })}>
                    {t('deviceAdmin.keys.remove')}
                  </Button>
                </td>
              </>
            )}
          />
        </AdminQueryState>
        <div className="vt-api-keys__create">
          <FormTextField<KeyValues> name="name" label={t('deviceAdmin.keys.name')} />
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('deviceAdmin.keys.create')}
          </Button>
        </div>
        {issued && (
          <Dialog
            title={t('deviceAdmin.keys.issuedTitle', { name: issued.name })}
            onClose={() => setIssued(null)}
            actions={
              <>
                <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(issued.key)}>
                  {t('deviceAdmin.keys.copy')}
                </Button>
                <Button onClick={() => setIssued(null)}>{t('deviceAdmin.keys.done')}</Button>
              </>
            }
          >
            <p>{t('deviceAdmin.keys.issuedOnce')}</p>
            <code className="vt-api-keys__secret" aria-label={t('deviceAdmin.keys.secret')}>
              {issued.key}
            </code>
          </Dialog>
        )}
        {pending && (
          <Dialog
            title={t(`deviceAdmin.keys.${pending.kind}Title`, { name: pending.name })}
            onClose={() => setPending(null)}
            actions={
              <>
                <Button variant="quiet" onClick={() => setPending(null)}>
                  {t('deviceAdmin.cancel')}
                </Button>
                <Button busy={pending.sending === true} onClick={() => void confirm()}>
                  {t(`deviceAdmin.keys.${pending.kind}`)}
                </Button>
              </>
            }
          >
            <p>{t(`deviceAdmin.keys.${pending.kind}Detail`)}</p>
          </Dialog>
        )}
      </Form>
    </section>
  );
}
