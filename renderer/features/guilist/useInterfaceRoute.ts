/** Works out where an interface leads (spec 1 §4): the Enterprise UI asks the server which devices
 *  exist (an administrator's first run, issue 36) and which views the user saved; any other
 *  interface opens its own URL. */
import { useCallback } from 'react';
import { useClient } from 'urql';
import { SOLID_GUI_ID } from '../../../shared/shell/constants';
import { START_VIEW_ID } from '../../../shared/views';
import { SolidConfigQuery, viewPath } from '../views';
import { FirstScreenDevicesQuery } from './guilistDocuments';
import { firstConfiguredViewId, routeForSolid } from './interfaceChoice';

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

export interface ChosenGui {
  id: string;
  url: string;
}

export type InterfaceRoute = { ok: true; path: string } | { ok: false; message: string };

export function useInterfaceRoute(userId: string, isAdmin: boolean) {
  const client = useClient();

  // The workspace's own query: its answer is the one the workspace then shows, not a second fetch.
  const firstViewPath = useCallback(async (): Promise<InterfaceRoute> => {
    const saved = await client.query(SolidConfigQuery, { userId }, NETWORK_ONLY).toPromise();
    if (saved.error) return { ok: false, message: saved.error.message };
    return { ok: true, path: viewPath(firstConfiguredViewId(saved.data?.solidConfig.solidConfig) ?? START_VIEW_ID) };
  }, [client, userId]);

  const routeFor = useCallback(
    async (gui: ChosenGui): Promise<InterfaceRoute> => {
      if (gui.id !== SOLID_GUI_ID) return { ok: true, path: `/redirect/${encodeURIComponent(gui.url)}` };
      // Only an administrator can activate an avatar or add a camera: nobody else is sent there.
      if (!isAdmin) return firstViewPath();
      const devices = await client.query(FirstScreenDevicesQuery, {}, NETWORK_ONLY).toPromise();
      if (!devices.data) return { ok: false, message: devices.error?.message ?? '' };
      const hasAvatar = devices.data.avatars.length > 0;
      const hasMedia = devices.data.media.length > 0;
      if (!hasAvatar || !hasMedia)
        return { ok: true, path: routeForSolid({ isAdmin, hasAvatar, hasMedia, firstViewId: undefined }) };
      return firstViewPath();
    },
    [client, firstViewPath, isAdmin],
  );

  return { routeFor, firstViewPath };
}
