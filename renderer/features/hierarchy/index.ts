/** The hierarchy editor (spec 3 §2.8, §4): hierarchies of levels with labels at their leaves. */
export { HierarchyEditor } from './HierarchyEditor';
