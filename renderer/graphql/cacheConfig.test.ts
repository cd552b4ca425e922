import { cacheExchange } from '@urql/exchange-graphcache';
import { Client, fetchExchange } from 'urql';
import { VideoRequestSubmitMutation, VideoRequestsQuery } from '../features/delivery/deliveryDocuments';
import { EventEntryQuery, EventListQuery } from '../features/events/eventsDocuments';
import { CameraReportQuery } from '../features/reports/reportsDocuments';
import { entry } from '../features/events/testing/eventFixtures';
import { mockFetch, mockGraphql } from '../testing';
import { combineCacheUpdates, createCacheOptions, listInvalidations, schemaKeys } from './cacheConfig';

const request = (id: string) => ({
  id,
  deviceId: 'cam-1',
  userId: 'u1',
  status: 'QUEUED',
  type: 'ARCHIVE',
  startTime: 1,
  endTime: 2,
  streamNumber: 1,
  note: null,
  files: null,
  size: null,
  downloaded: null,
  eta: null,
  createdAt: 1,
  updatedAt: 1,
  expiredAt: null,
});

describe('the normalised cache configuration', () => {
  it('keys every object type without an id as embedded, and leaves types with an id to their id', () => {
    const keys = schemaKeys();
    expect(keys.SolidConfig?.({ __typename: 'SolidConfig' })).toBeNull();
    expect(keys.SharedViews?.({ __typename: 'SharedViews' })).toBeNull();
    expect(keys.CurrentView?.({ __typename: 'CurrentView' })).toBeNull();
    expect(keys.MetricReport?.({ __typename: 'MetricReport', id: 'cam-1' })).toBeNull();
    expect(keys.VideoRequest).toBeUndefined();
    expect(keys.AuditEntry?.({ __typename: 'AuditEntry', context: 'e1' })).toBe('e1');
    expect(keys.Query).toBeUndefined();
  });

  it('refreshes the lists a mutation can add to, except mutations with their own updaters', () => {
    const updaters = listInvalidations(['updateSolidConfig']);
    for (const mutation of [
      'videoRequestSubmit',
      'videoRequestResubmit',
      'videoRequestCancel',
      'aodSubmit',
      'createEvent',
      'acceptLicence',
    ]) {
      expect(updaters).toHaveProperty(mutation);
    }
    expect(updaters).not.toHaveProperty('updateSolidConfig');
    // Nothing in Query answers with a PTZ command's result: no list to refresh.
    expect(updaters).not.toHaveProperty('ptzPt');
  });

  it('reads the request list again after a request is submitted', async () => {
    const list = [request('r1')];
    const fetch = mockFetch({
      'POST /api/graphql': mockGraphql({
        VideoRequests: () => ({ videoRequests: list }),
        VideoRequestSubmit: () => {
          list.push(request('r2'));
          return { videoRequestSubmit: request('r2') };
        },
      }),
    });
    const client = new Client({
      url: 'http://localhost/api/graphql',
      preferGetMethod: false,
      exchanges: [cacheExchange(createCacheOptions()), fetchExchange],
    });
    const results: string[][] = [];
    const { unsubscribe } = client
      .query(VideoRequestsQuery, { filter: null })
      .subscribe((result) => results.push((result.data?.videoRequests ?? []).map((r) => r.id)));
    await waitFor(() => results.length > 0);
    const input = { deviceId: 'cam-1', startTime: 1, endTime: 2 } as never;
    await client.mutation(VideoRequestSubmitMutation, { input }).toPromise();
    await waitFor(() => results.at(-1)?.length === 2);
    expect(results.at(-1)).toEqual(['r1', 'r2']);
    expect(fetch.mock.calls).toHaveLength(3);
    unsubscribe();
  });
});

describe("features' own cache updates", () => {
  it('lays them side by side, type by type', () => {
    const first = () => undefined;
    const second = () => undefined;
    const optimistic = () => null;
    const combined = combineCacheUpdates(
      { updates: { Mutation: { a: first } }, optimistic: { a: optimistic } },
      { updates: { Mutation: { b: second }, Subscription: { c: second } } },
    );
    expect(combined.updates).toEqual({ Mutation: { a: first, b: second }, Subscription: { c: second } });
    expect(combined.optimistic).toEqual({ a: optimistic });
  });
});

describe('events in the normalised cache', () => {
  it('keeps an event once, by its context: reading it again acknowledged shows it acknowledged in a list that holds it', async () => {
    const fresh = entry({ id: 'e1', needAck: true });
    mockFetch({
      'POST /api/graphql': mockGraphql({
        EventList: () => ({ auditEntries: [fresh, entry({ id: 'e2', time: fresh.triggeredAt! - 1000 })] }),
        EventEntry: () => ({ auditEntry: { ...fresh, isAcknowledged: true, note: 'Checked' } }),
      }),
    });
    const client = new Client({
      url: 'http://localhost/api/graphql',
      preferGetMethod: false,
      exchanges: [cacheExchange(createCacheOptions()), fetchExchange],
    });
    const acknowledged: boolean[][] = [];
    const filter = { from: 0, to: 1, start: 1, limit: 50 } as never;
    const { unsubscribe } = client
      .query(EventListQuery, { filter })
      .subscribe((result) =>
        acknowledged.push((result.data?.auditEntries ?? []).map((e) => e.isAcknowledged === true)),
      );
    await waitFor(() => acknowledged.length > 0);
    expect(acknowledged.at(-1)).toEqual([false, false]);
    await client.query(EventEntryQuery, { id: 'e1' }, { requestPolicy: 'network-only' }).toPromise();
    await waitFor(() => acknowledged.at(-1)?.[0] === true);
    expect(acknowledged.at(-1)).toEqual([true, false]);
    unsubscribe();
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('metric reports in the normalised cache', () => {
  it('keeps each report of a device apart: its frame rate and bitrate are two readings, though both carry the device’s id', async () => {
    const report = (metricName: string, value: number) => ({
      id: 'cam-1',
      metricName,
      dfaId: null,
      from: 0,
      to: 60_000,
      unit: metricName === 'fps' ? 'fps' : 'bps',
      points: [{ time: 0, value }],
    });
    mockFetch({
      'POST /api/graphql': mockGraphql({
        CameraReport: ({ metricName }) => ({
          cameraReport: report(String(metricName), metricName === 'fps' ? 10 : 250_000),
        }),
      }),
    });
    const client = new Client({
      url: 'http://localhost/api/graphql',
      preferGetMethod: false,
      exchanges: [cacheExchange(createCacheOptions()), fetchExchange],
    });
    const latest: Record<string, number | null | undefined> = {};
    const subscriptions = ['fps', 'bitrate'].map((metricName) =>
      client
        .query(CameraReportQuery, { id: 'cam-1', from: 0, to: 60_000, metricName })
        .subscribe((result) => (latest[metricName] = result.data?.cameraReport?.points?.[0]?.value)),
    );
    await waitFor(() => latest.fps !== undefined && latest.bitrate !== undefined);
    // What the cache holds for each now that both have been written.
    const read = (metricName: string) =>
      client.readQuery(CameraReportQuery, { id: 'cam-1', from: 0, to: 60_000, metricName })?.data?.cameraReport
        ?.points?.[0]?.value;
    expect({ fps: read('fps'), bitrate: read('bitrate') }).toEqual({ fps: 10, bitrate: 250_000 });
    expect(latest).toEqual({ fps: 10, bitrate: 250_000 });
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});
