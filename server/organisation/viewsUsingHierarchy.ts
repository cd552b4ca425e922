/** Spec 3 §8: the views and shared views whose Device List widgets use a hierarchy, each with its
 *  name and its user's name, sorted by name. */
import { parseJson } from '../db/json';

export interface ViewRef {
  id: string;
  name: string;
  userName: string;
}

export interface HierarchyUsage {
  views: ViewRef[];
  sharedViews: ViewRef[];
}

/** Where the realm's views are read from. */
export interface ViewSources {
  configs(realmId: string): Promise<Array<{ user_name: string; config: string }>>;
  sharedViews(realmId: string): Promise<unknown[]>;
  userNames(ids: readonly string[]): Promise<Map<string, string>>;
}

interface StoredView {
  id?: unknown;
  name?: unknown;
  userId?: unknown;
  widgets?: Array<{ props?: { hierarchyId?: unknown } }>;
}

function usesHierarchy(view: StoredView, hierarchyId: string): boolean {
  return Array.isArray(view.widgets) && view.widgets.some((w) => w?.props?.hierarchyId === hierarchyId);
}

const byName = (a: ViewRef, b: ViewRef) => a.name.localeCompare(b.name) || a.userName.localeCompare(b.userName);

export async function viewsUsingHierarchy(
  sources: ViewSources,
  realmId: string,
  hierarchyId: string,
): Promise<HierarchyUsage> {
  const views: ViewRef[] = [];
  for (const row of await sources.configs(realmId)) {
    const config = parseJson<{ views?: StoredView[] } | null>(row.config, null);
    for (const view of Array.isArray(config?.views) ? config.views : []) {
      if (usesHierarchy(view, hierarchyId)) {
        views.push({ id: String(view.id ?? ''), name: String(view.name ?? ''), userName: row.user_name });
      }
    }
  }
  const shared = (await sources.sharedViews(realmId)).filter(
    (v): v is StoredView => typeof v === 'object' && v !== null,
  );
  const using = shared.filter((view) => usesHierarchy(view, hierarchyId));
  const names = await sources.userNames(using.map((v) => String(v.userId ?? '')).filter(Boolean));
  const sharedViews = using.map((view) => ({
    id: String(view.id ?? ''),
    name: String(view.name ?? ''),
    userName: names.get(String(view.userId ?? '')) ?? '',
  }));
  return { views: views.sort(byName), sharedViews: sharedViews.sort(byName) };
}
