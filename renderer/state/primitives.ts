/** The jotai primitives the features build their atoms with (features never import jotai: this
 *  module is the one place that does, as Excalidraw's editor-jotai is). */
import { createStore, getDefaultStore } from 'jotai/vanilla';

export { atom, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, SetStateAction, WritableAtom } from 'jotai';
export { createStore, getDefaultStore };

/** A store as the features see it: read and write atoms outside React (validations, buses). */
export type StateStore = ReturnType<typeof createStore>;
