/** Writes the workspace to the server: the configuration, the shared views and the current view,
 *  each shown at once, retried once after 1 s on failure, and reported with the toast
 *  'Configuration update error: {message}' when the retry fails too (spec 1 §4, §8). */
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { parseWorkspaceConfig, serialiseWorkspaceConfig, type View, type WorkspaceConfig } from '../../../shared/views';
import { usePendingConfig, usePendingCurrentView, usePendingReaders, usePendingSharedViews } from './viewsHooks';
import { useToast } from '../../ui';
import { useCastState } from '../desktop';
import { operationErrorMessage, retryOnce } from './retryOnce';
import type { WorkspaceData } from './useWorkspaceData';
import { UpdateCurrentViewMutation, UpdateSharedViewsMutation, UpdateSolidConfigMutation } from './viewsDocuments';

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
  const pending = usePendingReaders();
  const [, setPendingConfig] = usePendingConfig();
  const [, setPendingShared] = usePendingSharedViews();
  const [, setPendingCurrent] = usePendingCurrentView();
  const latest = useRef(data);
  latest.current = data;
  // Desktop: which views are in separate windows, stored with the current view (spec 1 §7).
  const { windowProps } = useCastState();
  const windowPropsRef = useRef(windowProps);
  windowPropsRef.current = windowProps;

  const report = useCallback((message: string) => toast(t('views.updateError', { message }), 'error'), [t, toast]);

  const writeConfig = useCallback(
    async (update: (config: WorkspaceConfig) => WorkspaceConfig) => {
      const loaded = latest.current;
      if (!loaded) return false;
      const base = pending.config()?.value ?? loaded.rawConfig;
      const next = serialiseWorkspaceConfig(update(parseWorkspaceConfig(base).config), Date.now());
      setPendingConfig({ value: next, until: null });
      const { user } = loaded;
      const result = await retryOnce(() =>
        client
          .mutation(UpdateSolidConfigMutation, { userId: user.id, solidConfig: next, realmId: user.realmId })
          .toPromise(),
      );
      const stillOurs = pending.config()?.value === next;
      if (result.error || !result.data) {
        if (stillOurs) setPendingConfig(null);
        report(operationErrorMessage(result));
        return false;
      }
      if (stillOurs) setPendingConfig({ value: next, until: result.data.updateSolidConfig.updatedAt });
      return true;
    },
    [client, pending, report, setPendingConfig],
  );

  const writeSharedViews = useCallback(
    async (update: (current: SharedViewsWrite) => SharedViewsWrite) => {
      const loaded = latest.current;
      if (!loaded) return false;
      const current = pending.sharedViews()?.value ?? loaded.rawShared;
      const next = update({
        sharedViews: current.sharedViews as SharedViewsWrite['sharedViews'],
        layout: current.layout as Record<string, unknown>,
      });
      setPendingShared({ value: next, until: null });
      const { user } = loaded;
      const result = await retryOnce(() =>
        client
          .mutation(UpdateSharedViewsMutation, {
            realmId: user.realmId,
            sharedViews: next.sharedViews,
            layout: next.layout,
          })
          .toPromise(),
      );
      const stillOurs = pending.sharedViews()?.value === next;
      if (result.error || !result.data) {
        if (stillOurs) setPendingShared(null);
        report(operationErrorMessage(result));
        return false;
      }
      if (stillOurs) setPendingShared({ value: next, until: result.data.updateSharedViews.updatedAt });
      return true;
    },
    [client, pending, report, setPendingShared],
  );

  const writeCurrentView = useCallback(
    async (currentViewId: string | null, recentViewIds: string[]) => {
      const loaded = latest.current;
      if (!loaded) return false;
      const version = Math.max(loaded.currentView.version, pending.currentView()?.value.version ?? 0) + 1;
      const value = { version, recentViewIds };
      setPendingCurrent({ value, until: null });
      const { user } = loaded;
      const result = await retryOnce(() =>
        client
          .mutation(UpdateCurrentViewMutation, {
            userId: user.id,
            version,
            currentViewId,
            recentViewIds,
            windowProps: windowPropsRef.current,
            realmId: user.realmId,
          })
          .toPromise(),
      );
      const stillOurs = pending.currentView()?.value === value;
      if (result.error || !result.data) {
        if (stillOurs) setPendingCurrent(null);
        report(operationErrorMessage(result));
        return false;
      }
      if (stillOurs) setPendingCurrent({ value, until: version });
      return true;
    },
    [client, pending, report, setPendingCurrent],
  );

  return useMemo(
    () => ({ writeConfig, writeSharedViews, writeCurrentView }),
    [writeConfig, writeSharedViews, writeCurrentView],
  );
}
