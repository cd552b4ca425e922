/** One device for an edit page (spec 3 §7.1 device(id)), with the spec's failure texts (§8):
 *  'Could not read device {{id}}: {{message}}' and 'Device not found'. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AdminDeviceQuery } from './deviceAdminDocuments';
import { adminErrorMessage } from '../admin';
import type { AdminDevice } from './useDeviceList';

export function useAdminDevice(id: string | undefined) {
  const { t } = useTranslation();
  const [result, reexecute] = useQuery({
    query: AdminDeviceQuery,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
  });
  const problem = !id
    ? null
    : result.error
      ? t('deviceAdmin.readError', { id, message: adminErrorMessage(result.error) })
      : result.data && !result.data.device
        ? t('deviceAdmin.notFound')
        : null;
  return {
    device: (result.data?.device ?? null) as AdminDevice | null,
    loading: Boolean(id) && result.fetching && !result.data,
    problem,
    reload: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
