/** Access → Zones and Sets (spec 3 §3.6: zone and set, each a name and its devices; sets may be
 *  system-managed): the list, and the editor at /view/zone/add, /view/zone/edit/{zoneId},
 *  /view/set/add and /view/set/edit/{setId}. */
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ACCESS_ERROR, clashingScopeName } from '../../../shared/access/accessPolicies';
import { anyMessageOf, Button, FormTextField } from '../../ui';
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
import { failureOf, RecordEditorFrame, useRecordEditor } from './RecordEditor';
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

interface Values {
  name: string;
  devices: string[];
}

const EMPTY: Values = { name: '', devices: [] };

export function DeviceScopeEditor({ kind, id }: { kind: Kind; id?: string }) {
  const { t } = useTranslation();
  const paths = accessPaths(kind);
  const { items } = useScopes(kind);
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const item = id ? items?.find((i) => i.id === id) : undefined;
  const system = item?.isSystemManaged ?? false;
  const [, createZone] = useMutation(CreateZoneMutation);
  const [, updateZone] = useMutation(UpdateZoneMutation);
  const [, deleteZone] = useMutation(DeleteZoneMutation);
  const [, createSet] = useMutation(CreateSetMutation);
  const [, updateSet] = useMutation(UpdateSetMutation);
  const [, deleteSet] = useMutation(DeleteSetMutation);
  // Said at once for the zones or sets listed here; the platform also refuses a label's name.
  const clashOf = (name: string) => (system ? undefined : clashingScopeName(items ?? [], name, item?.id));

  const editor = useRecordEditor<ScopeItem, Values>({
    record: item,
    listPath: paths.list,
    empty: EMPTY,
    checkAsTyped: true,
    valuesOf: (loaded) => ({ name: loaded.name, devices: (loaded.devices ?? []).map((d) => d.id) }),
    rules: ({ name }) => {
      const clash = clashOf(name);
      return { name: clash ? t('accessPolicies.nameTakenBy', { name: clash.name }) : undefined };
    },
    serverFields: {
      name: [ACCESS_ERROR.NAME_EMPTY, ACCESS_ERROR.NAME_TOO_LONG, anyMessageOf(ACCESS_ERROR.SCOPE_NAME_TAKEN_BY)],
    },
    save: async ({ name, devices }) => {
      const input = { name, devices, ...(item && { id: item.id }) };
      const result =
        kind === 'Zones'
          ? await (item ? updateZone({ zone: input }, CONTEXT) : createZone({ zone: input }, CONTEXT))
          : await (item ? updateSet({ set: input }, CONTEXT) : createSet({ set: input }, CONTEXT));
      return failureOf(result);
    },
    remove: async (loaded) =>
      failureOf(
        kind === 'Zones' ? await deleteZone({ id: loaded.id }, CONTEXT) : await deleteSet({ id: loaded.id }, CONTEXT),
      ),
  });
  const name = useWatch({ control: editor.form.control, name: 'name' });

  const title =
    kind === 'Zones'
      ? item
        ? t('accessPolicies.editZone')
        : t('accessPolicies.addZone')
      : item
        ? t('accessPolicies.editSet')
        : t('accessPolicies.addSet');
  return (
    <RecordEditorFrame
      editor={editor}
      title={title}
      sectionTitle={t(`admin.views.${kind}`)}
      missing={Boolean(id && items && !item)}
      existing={Boolean(item)}
      readOnly={system}
      canSave={Boolean(name.trim()) && clashOf(name) === undefined}
    >
      <FormTextField<Values> name="name" label={t('accessPolicies.name')} disabled={system} required />
      <Controller
        control={editor.form.control}
        name="devices"
        render={({ field }) => (
          <CheckList
            label={t('accessPolicies.cameras')}
            items={(sources.data?.devicesByAspectTypes ?? []).map((d) => ({ id: d.id, label: d.name }))}
            selected={field.value}
            onChange={(deviceId, on) => field.onChange(toggled(field.value, deviceId, on))}
            disabled={system}
          />
        )}
      />
    </RecordEditorFrame>
  );
}
