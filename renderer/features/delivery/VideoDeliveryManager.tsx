/** The Video Delivery Manager (spec 2 §2, §4 Delivery manager): filters, 'Remove all requests',
 *  the request table with its actions, and the download sub-screen — in the status bar's popup,
 *  and as the hidden admin widget of the same name (spec 2 §2 Widgets that host video). */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnyVariables, type OperationResult, type TypedDocumentNode, useClient } from 'urql';
import {
  DEFAULT_DELIVERY_PERIOD_HOURS,
  DEFAULT_DELIVERY_STATUS_FILTER,
  DEFAULT_DELIVERY_TYPE_FILTER,
  DELIVERY_PERIOD_HOURS,
  DELIVERY_STATUS_FILTERS,
  VIDEO_REQUEST_TYPES,
} from '../../../shared/video/deliveryConstants';
import { useUserInfo } from '../session';
import { Button, Dialog, ErrorBanner, SelectField, TextField, useToast, useVirtualRows } from '../../ui';
import { DeliveryDownloads } from './DeliveryDownloads';
import { DeliveryRequestRow } from './DeliveryRequestRow';
import { type DeliveryAction, removableRequests } from './deliveryActions';
import {
  type VideoRequestItem,
  VideoRequestCancelMutation,
  VideoRequestPauseMutation,
  VideoRequestResubmitMutation,
  VideoRequestResumeMutation,
} from './deliveryDocuments';
import { type DeliveryFilter, matchesDeliveryFilter } from './filterDeliveryRequests';
import { graphqlErrorText } from './graphqlErrorText';
import { useDeviceNames } from './useDeviceNames';
import { useVideoRequests } from './useVideoRequests';
import './delivery.css';

/** A request row's height before it is measured (one line of text beside quiet buttons). */
const ROW_PX = 37;
const COLUMNS = ['id', 'device', 'from', 'duration', 'status', 'action'] as const;

export interface VideoDeliveryManagerProps {
  onClose: () => void;
  /** The popup's title; 'Video Delivery Manager' by default (spec 2 §2). */
  title?: string;
}

export function VideoDeliveryManager({ onClose, title }: VideoDeliveryManagerProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title ?? t('video.delivery.title')} onClose={onClose} width="wide">
      <DeliveryManagerContent />
    </Dialog>
  );
}

/** The manager as a widget in a view (an admin view hosts it): the same content, in place. */
export function VideoDeliveryManagerWidget() {
  const { t } = useTranslation();
  return (
    <section className="vt-delivery-widget" aria-label={t('video.delivery.title')}>
      <DeliveryManagerContent />
    </section>
  );
}

function DeliveryManagerContent() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useClient();
  const info = useUserInfo();
  const viewer = useMemo(() => ({ userId: info.user.id, isAdmin: info.isAdmin }), [info]);
  const [filter, setFilter] = useState<DeliveryFilter>({
    periodHours: DEFAULT_DELIVERY_PERIOD_HOURS,
    status: DEFAULT_DELIVERY_STATUS_FILTER,
    type: DEFAULT_DELIVERY_TYPE_FILTER,
    text: '',
  });
  const list = useVideoRequests(filter.periodHours, filter.type);
  const deviceName = useDeviceNames(list.requests.map((request) => request.deviceId));
  const [openId, setOpenId] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  const nameOf = (request: VideoRequestItem) => {
    const name = deviceName(request.deviceId);
    return name === null ? t('video.delivery.manager.deviceNotFound') : (name ?? '');
  };
  const shown = list.requests.filter((request) => matchesDeliveryFilter(request, nameOf(request), filter, now));
  const opened = list.requests.find((request) => request.id === openId && request.status === 'COMPLETED');
  // Requests pile up over the chosen period (up to a week): a long table renders the rows in view.
  const tableWrap = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows({ count: shown.length, scrollRef: tableWrap, estimateRowPx: ROW_PX });

  /** Runs a mutation; its answer updates the list through the cache, its failure shows the error toast. */
  async function run<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<void> {
    const result: OperationResult<Data, Variables> = await client.mutation(document, variables).toPromise();
    if (result.error) toast(graphqlErrorText(result.error), 'error');
  }

  function act(request: VideoRequestItem, action: DeliveryAction) {
    const requestId = request.id;
    switch (action) {
      case 'download':
        setOpenId(requestId);
        return;
      case 'remove':
        void run(VideoRequestCancelMutation, { requestIds: [requestId] });
        return;
      case 'pause':
        void run(VideoRequestPauseMutation, { requestId });
        return;
      case 'resume':
        void run(VideoRequestResumeMutation, { requestId });
        return;
      case 'resubmit':
        void run(VideoRequestResubmitMutation, { requestId });
        return;
    }
  }

  async function removeAll() {
    const ids = removableRequests(shown, viewer).map((request) => request.id);
    if (ids.length === 0) {
      toast(t('video.delivery.manager.noRequestsToCancel'), 'info');
      return;
    }
    await run(VideoRequestCancelMutation, { requestIds: ids });
  }

  return opened ? (
    <DeliveryDownloads request={opened} onBack={() => setOpenId(null)} />
  ) : (
    <div className="vt-delivery">
      <Filters filter={filter} onChange={setFilter} />
      <div className="vt-delivery__toolbar">
        <Button variant="secondary" onClick={() => void removeAll()}>
          {t('video.delivery.manager.removeAll')}
        </Button>
      </div>
      <ErrorBanner error={list.error} />
      <div className="vt-delivery__table-wrap" ref={tableWrap}>
        <table className="vt-delivery__table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`video.delivery.manager.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={rows.before} />
            {rows.indexes.map((index) => {
              const request = shown[index];
              return (
                request && (
                  <DeliveryRequestRow
                    key={request.id}
                    ref={rows.measure}
                    index={index}
                    request={request}
                    deviceName={nameOf(request)}
                    viewer={viewer}
                    onAction={(action) => act(request, action)}
                  />
                )
              );
            })}
            <SpacerRow height={rows.after} />
          </tbody>
        </table>
        {!list.fetching && shown.length === 0 && (
          <p className="vt-delivery__empty">{t('video.delivery.manager.empty')}</p>
        )}
      </div>
    </div>
  );
}

/** Keeps the scroll height of the rows not rendered; nothing for assistive technology. */
function SpacerRow({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={COLUMNS.length} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

function Filters({ filter, onChange }: { filter: DeliveryFilter; onChange: (filter: DeliveryFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="vt-delivery__filters">
      <SelectField
        label={t('video.delivery.manager.period')}
        value={filter.periodHours}
        options={DELIVERY_PERIOD_HOURS.map((value) => ({
          value,
          label: t('video.delivery.manager.periodHours', { count: value }),
        }))}
        onChange={(periodHours) => onChange({ ...filter, periodHours })}
      />
      <SelectField
        label={t('video.delivery.manager.status')}
        value={filter.status}
        options={DELIVERY_STATUS_FILTERS.map((value) => ({
          value,
          label: t(`video.delivery.manager.statuses.${value}`),
        }))}
        onChange={(status) => onChange({ ...filter, status })}
      />
      <SelectField
        label={t('video.delivery.manager.type')}
        value={filter.type}
        options={VIDEO_REQUEST_TYPES.map((value) => ({ value, label: t(`video.delivery.manager.types.${value}`) }))}
        onChange={(type) => onChange({ ...filter, type })}
      />
      <TextField
        label={t('video.delivery.manager.filterText')}
        value={filter.text}
        onChange={(text) => onChange({ ...filter, text })}
        type="search"
      />
    </div>
  );
}
