/** The workspace of views (spec 1 §2.3–§2.9, §3–§6): the view model and its pure rules. */
export * from './viewModel';
export * from './layoutTemplates';
export * from './layoutOperations';
export * from './viewNames';
export * from './viewPermissions';
export * from './recentViews';
export * from './parseView';
export * from './workspaceConfig';
export * from './sharedViews';
export * from './systemViews';
export * from './viewTemplates';
