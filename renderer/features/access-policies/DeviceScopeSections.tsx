/** Access → Zones and Sets (spec 3 §3.6: zone and set, each a name and its devices; sets may be
 *  system-managed): the list, and the editor at /view/zone/add, /view/zone/edit/{zoneId},
 *  /view/set/add and /view/set/edit/{setId}. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { clashingScopeName } from '../../../shared/access/accessPolicies';
import { Button, TextField } from '../../ui';
import {
  CreateSetMutation,
  CreateZoneMutation,
  DeleteSetMutation,
  DeleteZoneMutation,
  PickerSourcesQuery,
  SetsQuery,
  UpdateSetMutation,
  UpdateZoneMutation,
  ZonesQuery,
} from './accessPoliciesDocuments';
import { CheckList } from './CheckList';
import { accessPaths } from './policyPaths';
import { SectionFrame } from './SectionFrame';
import { toggled } from './statementDraft';

type Kind = 'Zones' | 'Sets';
const CONTEXT = { additionalTypenames: ['Zone', 'Set', 'Label'] };

interface ScopeItem {
  id: string;
  name: string;
  isSystemManaged?: boolean | null;
  devices?: ReadonlyArray<{ id: string; name: string }> | null;
}

function useScopes(kind: Kind): { items: ScopeItem[] | undefined; error: string | undefined } {
  const [zones] = useQuery({
    query: ZonesQuery,
    pause: kind !== 'Zones',
    requestPolicy: 'network-only',
    context: CONTEXT,
  });
  const [sets] = useQuery({
    query: SetsQuery,
    pause: kind !== 'Sets',
    requestPolicy: 'network-only',
    context: CONTEXT,
  });
  const result = kind === 'Zones' ? zones : sets;
  const items = kind === 'Zones' ? zones.data?.zones : sets.data?.sets;
  return { items, error: result.error?.graphQLErrors[0]?.message ?? result.error?.message };
}

export function DeviceScopeList({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = accessPaths(kind);
  const { items, error } = useScopes(kind);
  return (
    <SectionFrame
      title={t(`admin.views.${kind}`)}
      error={error}
      action={
        <Button onClick={() => void navigate(paths.add)}>
          {kind === 'Zones' ? t('accessPolicies.addZone') : t('accessPolicies.addSet')}
        </Button>
      }
    >
      {!items && !error && <p className="vt-muted">{t('accessPolicies.loading')}</p>}
      {items?.length === 0 && <p className="vt-muted">{t('accessPolicies.noData')}</p>}
      {items && items.length > 0 && (
        <table className="vt-policies__table" aria-label={t(`admin.views.${kind}`)}>
          <thead>
            <tr>
              <th scope="col">{t('accessPolicies.name')}</th>
              <th scope="col">{t('accessPolicies.cameras')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <a
                    href={paths.edit(item.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(paths.edit(item.id));
                    }}
                  >
                    <bdi>{item.name}</bdi>
                  </a>
                  {item.isSystemManaged && <span className="vt-policies__badge">{t('accessPolicies.system')}</span>}
                </td>
                <td>
                  <bdi>{(item.devices ?? []).map((d) => d.name).join(', ')}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionFrame>
  );
}

export function DeviceScopeEditor({ kind, id }: { kind: Kind; id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = accessPaths(kind);
  const { items } = useScopes(kind);
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const item = id ? items?.find((i) => i.id === id) : undefined;
  const [name, setName] = useState('');
  const [devices, setDevices] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, createZone] = useMutation(CreateZoneMutation);
  const [, updateZone] = useMutation(UpdateZoneMutation);
  const [, deleteZone] = useMutation(DeleteZoneMutation);
  const [, createSet] = useMutation(CreateSetMutation);
  const [, updateSet] = useMutation(UpdateSetMutation);
  const [, deleteSet] = useMutation(DeleteSetMutation);

  useEffect(() => {
    if (!item) return;
    setName(item.name);
    setDevices((item.devices ?? []).map((d) => d.id));
  }, [item]);

  if (id && items && !item)
    return (
      <SectionFrame title={t(`admin.views.${kind}`)} error={t('accessPolicies.notFound')}>
        {null}
      </SectionFrame>
    );
  const system = item?.isSystemManaged ?? false;
  // Said at once for the zones or sets listed here; the platform also refuses a label's name.
  const clash = system ? undefined : clashingScopeName(items ?? [], name, item?.id);
  const failed = (e: { graphQLErrors: Array<{ message: string }>; message: string } | undefined) =>
    e ? (e.graphQLErrors[0]?.message ?? e.message) : null;

  const save = async () => {
    setBusy(true);
    setError(null);
    const input = { name, devices, ...(item && { id: item.id }) };
    const result =
      kind === 'Zones'
        ? await (item ? updateZone({ zone: input }, CONTEXT) : createZone({ zone: input }, CONTEXT))
        : await (item ? updateSet({ set: input }, CONTEXT) : createSet({ set: input }, CONTEXT));
    setBusy(false);
    const problem = failed(result.error);
    if (problem) setError(problem);
    else void navigate(paths.list);
  };
  const del = async () => {
    if (!item || !window.confirm(t('accessPolicies.confirmDelete', { name: item.name }))) return;
    const result =
      kind === 'Zones' ? await deleteZone({ id: item.id }, CONTEXT) : await deleteSet({ id: item.id }, CONTEXT);
    const problem = failed(result.error);
    if (problem) setError(problem);
    else void navigate(paths.list);
  };

  const title =
    kind === 'Zones'
      ? item
        ? t('accessPolicies.editZone')
        : t('accessPolicies.addZone')
      : item
        ? t('accessPolicies.editSet')
        : t('accessPolicies.addSet');
  return (
    <SectionFrame title={title} error={error}>
      <form
        className="vt-policies__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('accessPolicies.name')}
          value={name}
          onChange={setName}
          disabled={system}
          required
          error={clash && t('accessPolicies.nameTakenBy', { name: clash.name })}
        />
        <CheckList
          label={t('accessPolicies.cameras')}
          items={(sources.data?.devicesByAspectTypes ?? []).map((d) => ({ id: d.id, label: d.name }))}
          selected={devices}
          onChange={(deviceId, on) => setDevices((list) => toggled(list, deviceId, on))}
          disabled={system}
        />
        <div className="vt-policies__buttons">
          {!system && (
            <Button type="submit" busy={busy} disabled={!name.trim() || clash !== undefined}>
              {t('accessPolicies.save')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => void navigate(paths.list)}>
            {t('accessPolicies.cancel')}
          </Button>
          {item && !system && (
            <Button variant="quiet" onClick={() => void del()}>
              {t('accessPolicies.delete')}
            </Button>
          )}
        </div>
      </form>
    </SectionFrame>
  );
}
