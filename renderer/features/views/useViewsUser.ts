/** The signed-in user as the workspace needs them: id, name, admin flag, realm and the visual
 *  configuration's widget flags (spec 1 §3 Session). */
import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { ViewUser } from '../../../shared/views';
import { ViewsUserQuery } from './viewsDocuments';

export interface ViewsUser extends ViewUser {
  name: string;
  realmId: string;
  /** solidVisualConfig.widgets: widget id → flag; a widget missing from the map is allowed. */
  widgetFlags: Record<string, boolean>;
}

export function useViewsUser(): { user: ViewsUser | null; error: Error | undefined } {
  const [{ data, error }] = useQuery({ query: ViewsUserQuery });
  const user = useMemo((): ViewsUser | null => {
    if (!data) return null;
    const { user: sessionUser, realm, isAdmin } = data.userInfo;
    return {
      id: sessionUser.id,
      name: sessionUser.name,
      isAdmin: isAdmin || sessionUser.isAdmin,
      realmId: realm.id,
      widgetFlags: toFlags(sessionUser.solidVisualConfig.widgets),
    };
  }, [data]);
  return { user, error };
}

function toFlags(value: unknown): Record<string, boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}
