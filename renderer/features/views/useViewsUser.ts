/** The signed-in user as the workspace needs them — id, name, admin flag, realm and the visual
 *  configuration's widget flags (spec 1 §3 Session) — taken from the session's user info, so the
 *  workspace asks the server nothing the session does not already know. */
import { useMemo } from 'react';
import type { ViewUser } from '../../../shared/views';
import { useUserInfo } from '../session';

export interface ViewsUser extends ViewUser {
  name: string;
  realmId: string;
  /** solidVisualConfig.widgets: widget id → flag; a widget missing from the map is allowed. */
  widgetFlags: Record<string, boolean>;
}

export function useViewsUser(): ViewsUser {
  const { user, realm, isAdmin } = useUserInfo();
  const widgets = user.solidVisualConfig.widgets;
  return useMemo(
    () => ({ id: user.id, name: user.name, isAdmin, realmId: realm.id, widgetFlags: toFlags(widgets) }),
    [user.id, user.name, isAdmin, realm.id, widgets],
  );
}

function toFlags(value: unknown): Record<string, boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}
