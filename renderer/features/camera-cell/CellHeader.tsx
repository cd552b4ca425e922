/** The cell's header (spec 2 §2 Camera cell): the camera icon coloured by state, the name, the
 *  'Keyframes only' and 'Behind live' (issue 37) marks, the 'Out of Sync' label with its SYNC
 *  action, collapse and fullscreen.
 *  The keyframes-only mark is here, not over the picture, where it covered the camera's own
 *  burned-in text (issue 34): a cell cannot know where a camera draws its clock. */
import { useTranslation } from 'react-i18next';
import { LIVE_LAG } from '../../../shared/video/playerConstants';
import { type PlayerControlsState, VideoIcon } from '../player';

export type VideoIconState = 'stopped' | 'archive' | 'live';

/** Spec 2 §2: stopped white, archive red, live green. */
export const CELL_STATE_COLOUR: Record<VideoIconState, string> = {
  stopped: '#ffffff',
  archive: '#ff4d4f',
  live: '#3ccf6e',
};

export function cellIconState(state: Pick<PlayerControlsState, 'status' | 'deviceId' | 'mode'>): VideoIconState {
  if (state.status === 'STOP' || state.deviceId === null) return 'stopped';
  return state.mode;
}

export interface CellHeaderProps {
  name: string;
  iconState: VideoIconState;
  outOfSync: boolean;
  /** The player shows keyframes only: the cell kept falling behind live (issue 17, issue 37). */
  keyframesOnly?: boolean;
  /** … because the tile is small and fell behind live (issue 37): enlarged, it plays every frame. */
  keyframesOnlySmallTile?: boolean;
  /** The live picture is older than the bound: late from the camera, or decoded late here, which skips ahead (issue 37). */
  behindLive?: boolean;
  onSync?(): void;
  collapsed: boolean;
  /** Absent for a cell nobody operates (a wall's): no collapse button. */
  onToggleCollapsed?(): void;
  /** Absent when the widget turns fullscreen off. */
  fullscreen?: { active: boolean; toggle(): void };
}

export function CellHeader({
  name,
  iconState,
  outOfSync,
  keyframesOnly = false,
  keyframesOnlySmallTile = false,
  behindLive = false,
  onSync,
  collapsed,
  onToggleCollapsed,
  fullscreen,
}: CellHeaderProps) {
  const { t } = useTranslation();
  const stateName = t(`video.cell.state.${iconState}`);
  const keyframesOnlyDetail = t(
    keyframesOnlySmallTile ? 'video.cell.keyframesOnlySmallTileDetail' : 'video.cell.keyframesOnlyDetail',
  );
  return (
    <header className="vt-cell__header">
      <span
        className="vt-cell__state"
        role="img"
        aria-label={stateName}
        title={stateName}
        data-state={iconState}
        style={{ color: CELL_STATE_COLOUR[iconState] }}
      >
        <VideoIcon name="camera" size={16} />
      </span>
      <span className="vt-cell__name" title={name}>
        {name}
      </span>
      {keyframesOnly && (
        <span
          className="vt-cell__mark"
          role="status"
          data-testid="keyframes-only"
          data-small-tile={keyframesOnlySmallTile || undefined}
          title={keyframesOnlyDetail}
          aria-label={keyframesOnlyDetail}
        >
          {t('video.cell.keyframesOnly')}
        </span>
      )}
      {behindLive && (
        <span
          className="vt-cell__mark"
          role="status"
          data-testid="behind-live"
          title={t('video.cell.behindLiveDetail', { ms: LIVE_LAG.skipAboveMs })}
          aria-label={t('video.cell.behindLiveDetail', { ms: LIVE_LAG.skipAboveMs })}
        >
          {t('video.cell.behindLive')}
        </span>
      )}
      {outOfSync && (
        <span className="vt-cell__sync">
          <span className="vt-cell__out-of-sync">{t('video.cell.outOfSync')}</span>
          {onSync && (
            <button
              type="button"
              className="vt-cell__sync-button"
              onClick={(event) => {
                event.stopPropagation();
                onSync();
              }}
            >
              {t('video.cell.sync')}
            </button>
          )}
        </span>
      )}
      <span className="vt-cell__header-actions">
        {onToggleCollapsed && (
          <button
            type="button"
            className="vt-cell__button"
            aria-label={collapsed ? t('video.cell.expand') : t('video.cell.collapse')}
            title={collapsed ? t('video.cell.expand') : t('video.cell.collapse')}
            aria-expanded={!collapsed}
            onClick={onToggleCollapsed}
          >
            <VideoIcon name={collapsed ? 'expand' : 'collapse'} />
          </button>
        )}
        {fullscreen && (
          <button
            type="button"
            className="vt-cell__button"
            aria-label={fullscreen.active ? t('video.cell.exitFullscreen') : t('video.cell.fullscreen')}
            title={fullscreen.active ? t('video.cell.exitFullscreen') : t('video.cell.fullscreen')}
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
          >
            <VideoIcon name={fullscreen.active ? 'exitFullscreen' : 'fullscreen'} />
          </button>
        )}
      </span>
    </header>
  );
}
