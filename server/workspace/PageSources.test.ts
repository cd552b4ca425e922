/* What the URL widget may frame and the console page show: the configured origins, those of URL widgets in views
 * administrators made (their own, and shared ones; never an operator's own), never a realm's tile
 * server (tiles come through the platform); read again after a few seconds, the configured ones alone while the database
 * cannot be read. */
import { WIDGET_IDS } from '../../shared/widgets/widgetCatalogue';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { urlWidgetFrameSrc } from '../../shared/widgets/urlWidgetFrame';
import { PAGE_SOURCES_TTL_MS, PageSources } from './PageSources';

jest.setTimeout(20_000);

const viewWithUrl = (id: string, url: string) => ({
  id,
  name: `View ${id}`,
  hasLayout: true,
  layout: { type: 'cell', id: `${id}-c`, size: 1 },
  widgets: [{ id: `${id}-c`, name: 'URL', module: 'widgets', widgetId: WIDGET_IDS.url, props: { url } }],
});
const config = (...views: unknown[]) => JSON.stringify({ version: 'v2', views });

const CONFIGURED = { frameSources: ['https://configured.example'], imageSources: ['https://tiles.example'] };
describe('PageSources', () => {
  it('joins the configured origins with those of the views, and reads again after its time', async () => {
    let now = 0;
    const reads = { configs: [config(viewWithUrl('a', 'https://a.example/x'))], shared: ['[]'] };
    let count = 0;
    const sources = new PageSources(
      {
        views: { adminConfigs: async () => (count++, reads.configs), sharedViews: async () => reads.shared },
      },
      CONFIGURED,
      () => now,
    );
    expect(await sources.sources()).toEqual({
      frameSources: ['https://configured.example', 'https://a.example'],
      imageSources: ['https://tiles.example'],
    });
    reads.shared = [JSON.stringify([viewWithUrl('s', 'https://shared.example/')])];
    now = PAGE_SOURCES_TTL_MS - 1;
    expect((await sources.sources()).frameSources).toEqual(['https://configured.example', 'https://a.example']);
    expect(count).toBe(1);
    now = PAGE_SOURCES_TTL_MS;
    expect((await sources.sources()).frameSources).toEqual([
      'https://configured.example',
      'https://a.example',
      'https://shared.example',
    ]);
  });

  it('reads again at once when asked whether it frames an origin the last reading does not list', async () => {
    const reads = { configs: [config(viewWithUrl('a', 'https://a.example/x'))] };
    let count = 0;
    const sources = new PageSources(
      {
        views: { adminConfigs: async () => (count++, reads.configs), sharedViews: async () => [] },
      },
      CONFIGURED,
      () => 0,
    );
    expect(await sources.framesOrigin('https://a.example')).toBe(true);
    reads.configs = [config(viewWithUrl('a', 'https://a.example/x'), viewWithUrl('b', 'https://b.example/'))];
    expect(await sources.framesOrigin('https://b.example')).toBe(true);
    expect(await sources.framesOrigin('https://c.example')).toBe(false);
    expect(count).toBe(3);
  });

  it('answers the configured origins while the database cannot be read, and asks again next time', async () => {
    let fail = true;
    const sources = new PageSources(
      {
        views: {
          adminConfigs: async () => {
            if (fail) throw new Error('no such table');
            return [config(viewWithUrl('a', 'https://a.example'))];
          },
          sharedViews: async () => ['not json'],
        },
      },
      CONFIGURED,
    );
    expect(await sources.sources()).toEqual(CONFIGURED);
    fail = false;
    expect((await sources.sources()).frameSources).toEqual(['https://configured.example', 'https://a.example']);
  });
});

const UPDATE_CONFIG = `mutation($userId: ID!, $config: JSON!) {
  updateSolidConfig(userId: $userId, solidConfig: $config) { updatedAt }
}`;
const SHARE = `mutation($realmId: ID!, $views: JSON!) { updateSharedViews(realmId: $realmId, sharedViews: $views) { updatedAt } }`;

describe.each(testDatabases())('the URL widget frames what administrators placed, on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startTestPlatform(database);
    admin = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
  });
  afterAll(async () => {
    await admin.dispose();
    await t.close();
  });

  const frameSrc = async () => {
    const page = await fetch(`${t.url}/`, { headers: { accept: 'text/html' } });
    return /frame-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
  };
  /** The framing page's answer for an address: its status and the address it frames. */
  const framed = async (url: string) => {
    const answer = await admin.request<Buffer>('GET', urlWidgetFrameSrc(url));
    const page = Buffer.isBuffer(answer.body) ? answer.body.toString('utf8') : '';
    return { status: answer.status, src: /<iframe src="([^"]*)"/.exec(page)?.[1] };
  };

  it("frames the URL widgets of an administrator's own and shared views at once, the console page only its own", async () => {
    expect(await frameSrc()).toBe("'self'");
    expect((await framed('https://intranet.example/board')).status).toBe(403);
    const own = await admin.graphql(UPDATE_CONFIG, {
      userId: 'user-admin',
      config: JSON.parse(config(viewWithUrl('mine', 'https://intranet.example/board'))),
    });
    expect(own.errors).toBeUndefined();
    const shared = await admin.graphql(SHARE, {
      realmId: 'demo-hq',
      views: [{ ...viewWithUrl('shared', 'https://wiki.example/page'), userId: 'user-admin' }],
    });
    expect(shared.errors).toBeUndefined();
    // No wait for the last reading to age: a saved widget shows at once.
    expect(await framed('https://intranet.example/board')).toEqual({
      status: 200,
      src: 'https://intranet.example/board',
    });
    expect(await framed('https://wiki.example/page?a=1&b=2')).toEqual({
      status: 200,
      src: 'https://wiki.example/page?a=1&amp;b=2',
    });
    expect((await framed('javascript:alert(1)')).status).toBe(400);
    expect(await frameSrc()).toBe("'self'");
  });

  it("never frames what only an operator's own configuration holds", async () => {
    // Operators cannot add views through the API; the row is written as if they once could have.
    await t.platform.database.db
      .insertInto('solid_configs')
      .values({
        user_id: 'user-operator',
        realm_id: 'demo-hq',
        config: config(viewWithUrl('op', 'https://phish.example/')),
        version: 0,
        current_view_id: null,
        recent_view_ids: '[]',
        window_props: 'null',
        updated_at: Date.now(),
      })
      .execute();
    expect((await framed('https://phish.example/')).status).toBe(403);
  });
});
