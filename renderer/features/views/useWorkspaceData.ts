/** The workspace as the cache holds it (solid config, current view, shared views): the server's
 *  answers, kept live by the subscriptions, with the user's writes shown at once as the cache's
 *  optimistic answers until the server confirms them (see viewsCacheUpdates). */
import { useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import {
  parseSharedViews,
  parseWorkspaceConfig,
  type ParsedWorkspaceConfig,
  type SharedViewsState,
  SYSTEM_VIEWS,
  type View,
} from '../../../shared/views';
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
  // Their answers land in the two queries above (see viewsCacheUpdates), older ones ignored.
  useSubscription({ query: SolidConfigSubscription });
  useSubscription({ query: SharedViewsSubscription });

  const serverConfig = configResult.data?.solidConfig;
  const serverShared = sharedResult.data?.sharedViews;
  const rawConfig = serverConfig?.solidConfig;
  const parsed = useMemo(() => parseWorkspaceConfig(rawConfig), [rawConfig]);
  const sharedViews = serverShared?.sharedViews;
  const sharedLayout = serverShared?.layout;
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
      version: current?.version ?? 0,
      currentViewId: current?.currentViewId ?? null,
      recentViewIds: current?.recentViewIds ?? [],
    }),
    [current],
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
