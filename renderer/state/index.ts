/** UI state of the console (jotai lives here only; server data stays in urql's cache): the
 *  primitives features build their atoms with, the storage-backed atom helper, the per-session
 *  store, and the workspace-frame state shared by several features. */
export {
  usePlayerConnection,
  useOpenTabs,
  useProgress,
  useSetProgress,
  useSidebar,
  useStartSidebar,
  useTabNames,
} from './hooks';
export {
  jsonCodec,
  localStorageAtom,
  localStorageAtomFamily,
  readStoredValue,
  type StoredAtom,
  type StoredValueCodec,
  writeStoredValue,
} from './localStorageAtom';
export {
  atom,
  type Atom,
  createStore,
  getDefaultStore,
  type PrimitiveAtom,
  type SetStateAction,
  type StateStore,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
  type WritableAtom,
} from './primitives';
export { type PlayerConnection } from './settingsAtoms';
export { StateProvider } from './StateProvider';
export { type Progress, type SidebarState, VIEW_ACTIVITY_ID, type WorkspaceTab } from './workspaceAtoms';
