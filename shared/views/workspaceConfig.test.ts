import { RECENT_VIEWS_MAX, WORKSPACE_CONFIG_VERSION } from '../shell/constants';
import {
  DEFAULT_WORKSPACE_SETTINGS,
  defaultWorkspaceConfig,
  parseWorkspaceConfig,
  serialiseWorkspaceConfig,
} from './workspaceConfig';

const view = {
  id: 'v1',
  name: 'Lobby',
  hasLayout: true,
  layout: { type: 'cell', id: 'c1', size: 1 },
  widgets: [{ id: 'c1', name: 'URL', module: 'url', widgetId: 'URL', props: { url: 'https://example.com' } }],
  userId: 'me',
};

describe('workspace configuration v2 (spec 1 §3)', () => {
  it('starts a new user (no configuration) from defaults without a warning', () => {
    expect(parseWorkspaceConfig(null)).toEqual({ config: defaultWorkspaceConfig(), warnings: [] });
    expect(defaultWorkspaceConfig().version).toBe('v2');
    expect(defaultWorkspaceConfig().settings).toEqual(DEFAULT_WORKSPACE_SETTINGS);
  });

  it('reads every part of a valid configuration', () => {
    const raw = {
      version: WORKSPACE_CONFIG_VERSION,
      views: [view],
      allViews: ['v1', 'start'],
      recentViewIds: ['v1'],
      layout: { start: { a: 0.5 } },
      settings: { openViewListOnStart: true, enableAlarmSound: false, saveCurrentSession: false, theme: 'x' },
      windowProps: { maximised: true },
      timestamp: 42,
    };
    const { config, warnings } = parseWorkspaceConfig(raw);
    expect(warnings).toEqual([]);
    expect(config.views).toEqual([{ ...view, isShared: false, isSystem: false }]);
    expect(config.allViews).toEqual(['v1', 'start']);
    expect(config.recentViewIds).toEqual(['v1']);
    expect(config.layout).toEqual({ start: { a: 0.5 } });
    expect(config.settings).toEqual(raw.settings);
    expect(config.windowProps).toEqual({ maximised: true });
    expect(config.timestamp).toBe(42);
  });

  it.each([['a string'], [[1, 2]], [42]])('warns and uses defaults for an invalid configuration %j', (raw) => {
    expect(parseWorkspaceConfig(raw)).toEqual({ config: defaultWorkspaceConfig(), warnings: ['invalidConfig'] });
  });

  it('warns and uses defaults for another version', () => {
    expect(parseWorkspaceConfig({ version: 'v1', views: [view] })).toEqual({
      config: defaultWorkspaceConfig(),
      warnings: ['unknownVersion'],
    });
  });

  it('drops invalid views and keeps the valid ones', () => {
    const broken = [
      view,
      { id: 'v2' },
      { ...view, id: 'v3', layout: { type: 'split', id: 'r', size: 1, children: [] } },
      view,
    ];
    const { config, warnings } = parseWorkspaceConfig({ version: 'v2', views: broken });
    expect(config.views.map((v) => v.id)).toEqual(['v1']);
    expect(warnings).toEqual(['invalidViews']);
  });

  it('uses defaults for invalid parts with a warning', () => {
    const { config, warnings } = parseWorkspaceConfig({
      version: 'v2',
      allViews: 'v1',
      recentViewIds: [1],
      layout: [],
      settings: { enableAlarmSound: 'yes' },
    });
    expect(warnings).toEqual(['invalidPart']);
    expect(config.allViews).toEqual([]);
    expect(config.recentViewIds).toEqual([]);
    expect(config.layout).toEqual({});
    expect(config.settings.enableAlarmSound).toBe(false);
  });

  it(`keeps at most ${RECENT_VIEWS_MAX} recent views`, () => {
    const ids = Array.from({ length: RECENT_VIEWS_MAX + 3 }, (_, i) => `v${i}`);
    expect(parseWorkspaceConfig({ version: 'v2', recentViewIds: ids }).config.recentViewIds).toHaveLength(
      RECENT_VIEWS_MAX,
    );
  });

  it('stamps the configuration when it is written', () => {
    expect(serialiseWorkspaceConfig(defaultWorkspaceConfig(), 1234).timestamp).toBe(1234);
  });
});
