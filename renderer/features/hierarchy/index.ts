/** The hierarchy editor (spec 3 §2.8, §4): hierarchies of levels with labels at their leaves, as
 *  an admin section and as the Configure Hierarchy dialog. */
export { ConfigureHierarchyDialog } from './ConfigureHierarchyDialog';
export { HierarchyEditor, type HierarchyEditorProps } from './HierarchyEditor';
export { HierarchyOptionField, type HierarchyOptionFieldProps } from './HierarchyOptionField';
