/** View-name rules of spec 1 §5: not empty, unique (case-insensitive, trimmed) among the views a
 *  user can see, the 'View #n' default and the ' 1', ' 2' … share-name suffix. */
import type { View, ViewUser } from './viewModel';

/** Keys under `views.nameErrors` in the locale files. */
export type ViewNameError = 'empty' | 'duplicate';

/** English texts of the errors (the locale files carry the translations). */
export const VIEW_NAME_ERROR_TEXT: Record<ViewNameError, string> = {
  empty: 'View name should be not empty.',
  duplicate: 'View with the same name already exists.',
};

export const DEFAULT_VIEW_NAME_PREFIX = 'View #';

/** Names compare trimmed and case-insensitively. */
export function normaliseViewName(name: string): string {
  return name.trim().toLocaleLowerCase();
}

export interface NameScope {
  /** The user's own views. */
  ownViews: readonly Pick<View, 'id' | 'name'>[];
  /** Views being created and not saved yet. */
  drafts?: readonly Pick<View, 'id' | 'name'>[];
  systemViews: readonly Pick<View, 'id' | 'name'>[];
  /** The realm's shared views; only other users' ones count. */
  sharedViews: readonly Pick<View, 'id' | 'name' | 'userId'>[];
  user: ViewUser;
}

/** Every name in use in the scope except the view's own (by id). */
export function namesInUse(scope: NameScope, exceptId?: string): Set<string> {
  const others = scope.sharedViews.filter((view) => view.userId !== scope.user.id);
  const all = [...scope.ownViews, ...(scope.drafts ?? []), ...scope.systemViews, ...others];
  return new Set(all.filter((view) => view.id !== exceptId).map((view) => normaliseViewName(view.name)));
}

/** The first problem with a name, or null. */
export function checkViewName(name: string, taken: ReadonlySet<string>): ViewNameError | null {
  const normalised = normaliseViewName(name);
  if (normalised === '') return 'empty';
  if (taken.has(normalised)) return 'duplicate';
  return null;
}

/** 'View #' plus the smallest number from 1 up whose name is free. */
export function defaultViewName(taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const name = `${DEFAULT_VIEW_NAME_PREFIX}${n}`;
    if (!taken.has(normaliseViewName(name))) return name;
  }
}

/** The name itself when free, else the name with ' 1', ' 2' … until unique. */
export function suggestShareName(name: string, taken: ReadonlySet<string>): string {
  const base = name.trim();
  if (!taken.has(normaliseViewName(base))) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base} ${n}`;
    if (!taken.has(normaliseViewName(candidate))) return candidate;
  }
}

/**
 * Names a shared copy may not take: system views and other users' shared views. The user's own
 * earlier copy with the same name is replaced (spec 1 §4), and private views live apart.
 */
export function shareNamesInUse(scope: Pick<NameScope, 'systemViews' | 'sharedViews' | 'user'>): Set<string> {
  const others = scope.sharedViews.filter((view) => view.userId !== scope.user.id);
  return new Set([...scope.systemViews, ...others].map((view) => normaliseViewName(view.name)));
}
