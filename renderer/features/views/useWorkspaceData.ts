/** The workspace as the server has it (solid config, current view, shared views) kept live by the
 *  subscriptions, with the user's unconfirmed writes laid over it until the server confirms them. */
import { useEffect, useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import {
  parseSharedViews,
  parseWorkspaceConfig,
  type ParsedWorkspaceConfig,
  type SharedViewsState,
  SYSTEM_VIEWS,
  type View,
} from '../../../shared/views';
import { usePendingConfig, usePendingCurrentView, usePendingSharedViews } from './viewsHooks';
import { newestByUpdatedAt } from './newestByUpdatedAt';
import { useViewsUser, type ViewsUser } from './useViewsUser';
import { SharedViewsQuery, SharedViewsSubscription, SolidConfigQuery, SolidConfigSubscription } from './viewsDocuments';

export interface CurrentViewState {
  version: number;
  currentViewId: string | null;
  recentViewIds: string[];
}

export interface WorkspaceData {
  user: ViewsUser;
  parsed: ParsedWorkspaceConfig;
  /** The stored configuration exactly as the server sent it (for the invalid-config warning). */
  rawConfig: unknown;
  currentView: CurrentViewState;
  shared: SharedViewsState;
  /** The shared views exactly as stored: writes start from these, so other users' views go back
   *  unchanged (the server refuses any change to a view the caller does not own). */
  rawShared: { sharedViews: unknown[]; layout: Record<string, unknown> };
  /** Every view the user can open: own, shared and system views. */
  views: View[];
}

export type WorkspaceDataState =
  { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & WorkspaceData);

export function useWorkspaceData(): WorkspaceDataState {
  const user = useViewsUser();
  const [configResult] = useQuery({ query: SolidConfigQuery, variables: { userId: user.id } });
  const [sharedResult] = useQuery({ query: SharedViewsQuery });
  const [configLive] = useSubscription({ query: SolidConfigSubscription });
  const [sharedLive] = useSubscription({ query: SharedViewsSubscription });
  const [pendingConfig, setPendingConfig] = usePendingConfig();
  const [pendingShared, setPendingShared] = usePendingSharedViews();
  const [pendingCurrent, setPendingCurrent] = usePendingCurrentView();

  const serverConfig = newestByUpdatedAt(configResult.data?.solidConfig, configLive.data?.solidConfigUpdate);
  const serverShared = newestByUpdatedAt(sharedResult.data?.sharedViews, sharedLive.data?.sharedViewsUpdate);

  // A write is confirmed once the server's copy is at least as new as the write's answer.
  useEffect(() => {
    if (pendingConfig?.until != null && serverConfig && serverConfig.updatedAt >= pendingConfig.until)
      setPendingConfig(null);
  }, [pendingConfig, serverConfig, setPendingConfig]);
  useEffect(() => {
    if (pendingShared?.until != null && serverShared && serverShared.updatedAt >= pendingShared.until)
      setPendingShared(null);
  }, [pendingShared, serverShared, setPendingShared]);
  useEffect(() => {
    if (pendingCurrent?.until != null && serverConfig && serverConfig.currentView.version >= pendingCurrent.until) {
      setPendingCurrent(null);
    }
  }, [pendingCurrent, serverConfig, setPendingCurrent]);

  const rawConfig = pendingConfig ? pendingConfig.value : serverConfig?.solidConfig;
  const parsed = useMemo(() => parseWorkspaceConfig(rawConfig), [rawConfig]);
  const sharedViews = pendingShared ? pendingShared.value.sharedViews : serverShared?.sharedViews;
  const sharedLayout = pendingShared ? pendingShared.value.layout : serverShared?.layout;
  const shared = useMemo(() => parseSharedViews(sharedViews, sharedLayout), [sharedViews, sharedLayout]);
  const rawShared = useMemo(
    () => ({
      sharedViews: Array.isArray(sharedViews) ? (sharedViews as unknown[]) : [],
      layout: isRecord(sharedLayout) ? sharedLayout : {},
    }),
    [sharedViews, sharedLayout],
  );
  const current = serverConfig?.currentView;
  const currentView = useMemo(
    (): CurrentViewState => ({
      version: Math.max(current?.version ?? 0, pendingCurrent?.value.version ?? 0),
      currentViewId: current?.currentViewId ?? null,
      recentViewIds: pendingCurrent ? pendingCurrent.value.recentViewIds : (current?.recentViewIds ?? []),
    }),
    [current, pendingCurrent],
  );
  const views = useMemo(() => [...parsed.config.views, ...shared.views, ...SYSTEM_VIEWS], [parsed, shared]);

  const error = configResult.error ?? sharedResult.error;
  if (error && (!serverConfig || !serverShared)) return { status: 'error', message: error.message };
  if (!serverConfig || !serverShared) return { status: 'loading' };
  return { status: 'ready', user, parsed, rawConfig, currentView, shared, rawShared, views };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
