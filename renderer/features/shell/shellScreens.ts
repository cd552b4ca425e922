/** The workspace's screens, loaded as one chunk after sign-in (see lazyShell.ts). */
export { NotFoundPage } from './NotFoundPage';
export { RedirectPage } from './RedirectPage';
export { WorkspaceFrame } from './WorkspaceFrame';
export { WorkspaceRoute } from './WorkspaceRoute';
