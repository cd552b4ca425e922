/** Writes the workspace to the server: the configuration, the shared views and the current view,
 *  each shown at once (the cache's optimistic answer, see viewsCacheUpdates), retried once after
 *  1 s on failure, and reported with the toast 'Configuration update error: {message}' when the
 *  retry fails too (spec 1 §4, §8). */
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, type OperationResult } from 'urql';
import { parseWorkspaceConfig, serialiseWorkspaceConfig, type View, type WorkspaceConfig } from '../../../shared/views';
import { useToast } from '../../ui';
import { useCastState } from '../desktop';
import { fetchRetryingOnce, operationErrorMessage } from './retryOnce';
import type { WorkspaceData } from './useWorkspaceData';
import {
  SharedViewsQuery,
  SolidConfigQuery,
  UpdateCurrentViewMutation,
  UpdateSharedViewsMutation,
  UpdateSolidConfigMutation,
} from './viewsDocuments';

/** The retry runs inside the one operation, so its optimistic answer stays through the wait. */
const RETRYING = { fetch: fetchRetryingOnce } as const;

export interface SharedViewsWrite {
  /** As stored: the caller's own views are Views, other users' views pass through untouched. */
  sharedViews: View[];
  layout: Record<string, unknown>;
}

export interface WorkspaceWriters {
  writeConfig(update: (config: WorkspaceConfig) => WorkspaceConfig): Promise<boolean>;
  writeSharedViews(update: (current: SharedViewsWrite) => SharedViewsWrite): Promise<boolean>;
  writeCurrentView(currentViewId: string | null, recentViewIds: string[]): Promise<boolean>;
}

/** `data` is null while the workspace loads: writes then fail (there is nothing to write onto). */
export function useWorkspaceWriters(data: WorkspaceData | null): WorkspaceWriters {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useClient();
  // Reads the cache at the moment of the call, optimistic answers included, so two quick writes
  // build on each other.
  const cached = useMemo(
    () => ({
      config: (userId: string) => client.readQuery(SolidConfigQuery, { userId })?.data?.solidConfig ?? null,
      shared: () => client.readQuery(SharedViewsQuery, {})?.data?.sharedViews ?? null,
    }),
    [client],
  );
  const latest = useRef(data);
  latest.current = data;
  // Desktop: which views are in separate windows, stored with the current view (spec 1 §7).
  const { windowProps } = useCastState();
  const windowPropsRef = useRef(windowProps);
  windowPropsRef.current = windowProps;

  // Whether a write landed; when it did not (after its retry), the toast says why.
  const landed = useCallback(
    (result: OperationResult) => {
      if (!result.error && result.data) return true;
      toast(t('views.updateError', { message: operationErrorMessage(result) }), 'error');
      return false;
    },
    [t, toast],
  );

  const writeConfig = useCallback(
    async (update: (config: WorkspaceConfig) => WorkspaceConfig) => {
      const loaded = latest.current;
      if (!loaded) return false;
      const { user } = loaded;
      const held = cached.config(user.id);
      const base = held ? held.solidConfig : loaded.rawConfig;
      const next = serialiseWorkspaceConfig(update(parseWorkspaceConfig(base).config), Date.now());
      const result = await client
        .mutation(UpdateSolidConfigMutation, { userId: user.id, solidConfig: next, realmId: user.realmId }, RETRYING)
        .toPromise();
      return landed(result);
    },
    [cached, client, landed],
  );

  const writeSharedViews = useCallback(
    async (update: (current: SharedViewsWrite) => SharedViewsWrite) => {
      const loaded = latest.current;
      if (!loaded) return false;
      const held = cached.shared();
      const current = held ? { sharedViews: held.sharedViews, layout: held.layout } : loaded.rawShared;
      const next = update({
        sharedViews: (Array.isArray(current.sharedViews) ? current.sharedViews : []) as SharedViewsWrite['sharedViews'],
        layout: (current.layout ?? {}) as Record<string, unknown>,
      });
      const { user } = loaded;
      const result = await client
        .mutation(
          UpdateSharedViewsMutation,
          { realmId: user.realmId, sharedViews: next.sharedViews, layout: next.layout },
          RETRYING,
        )
        .toPromise();
      return landed(result);
    },
    [cached, client, landed],
  );

  const writeCurrentView = useCallback(
    async (currentViewId: string | null, recentViewIds: string[]) => {
      const loaded = latest.current;
      if (!loaded) return false;
      const { user } = loaded;
      const heldVersion = cached.config(user.id)?.currentView.version ?? 0;
      const version = Math.max(loaded.currentView.version, heldVersion) + 1;
      const result = await client
        .mutation(
          UpdateCurrentViewMutation,
          {
            userId: user.id,
            version,
            currentViewId,
            recentViewIds,
            windowProps: windowPropsRef.current,
            realmId: user.realmId,
          },
          RETRYING,
        )
        .toPromise();
      return landed(result);
    },
    [cached, client, landed],
  );

  return useMemo(
    () => ({ writeConfig, writeSharedViews, writeCurrentView }),
    [writeConfig, writeSharedViews, writeCurrentView],
  );
}
