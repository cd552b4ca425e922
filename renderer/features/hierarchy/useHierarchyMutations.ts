/** The hierarchy editor's calls (spec 3 §7.2) with the spec's errors (§8): insert and rename answer
 *  the platform's refusal for the dialog's box; a tree that could not be saved is a toast
 *  'Hierarchy update error: {message}'; a delete answers the views that use the hierarchy or the
 *  platform's message. Saves answer the whole tree and are told to the hierarchy's readers, so no
 *  refresh answers with the tree as it was before them. */
import { useTranslation } from 'react-i18next';
import { type CombinedError, useClient } from 'urql';
import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import { useToast } from '../../ui';
import { trackHierarchySave } from '../labels';
import { DeleteHierarchyMutation, InsertHierarchyMutation, UpdateHierarchyMutation } from './hierarchyDocuments';
import { levelInput } from './levelInput';
import type { ViewUse } from './HierarchyDeleteRefusal';

const messageOf = (error: CombinedError) => error.graphQLErrors[0]?.message ?? error.message;

export interface DeleteOutcome {
  deleted: boolean;
  message: string | null;
  views: ViewUse[];
}

export function useHierarchyMutations() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  return {
    /** Resolves to the refusal, or null once inserted. */
    insert: async (id: string, name: string): Promise<string | null> => {
      const result = await client.mutation(InsertHierarchyMutation, { hierarchy: { id, name } }).toPromise();
      return result.error ? messageOf(result.error) : null;
    },
    rename: async (id: string, name: string): Promise<string | null> => {
      const result = await trackHierarchySave(client, id, () =>
        client.mutation(UpdateHierarchyMutation, { hierarchy: { id, name } }).toPromise(),
      );
      return result.error ? messageOf(result.error) : null;
    },
    /** Saves a whole tree; false (after the toast) when the platform refused it. */
    saveTree: async (id: string, name: string, root: HierarchyLevel): Promise<boolean> => {
      const hierarchy = { id, name, root: levelInput(root) };
      const result = await trackHierarchySave(client, id, () =>
        client.mutation(UpdateHierarchyMutation, { hierarchy }).toPromise(),
      );
      if (result.error) toast(t('hierarchy.updateError', { message: messageOf(result.error) }), 'error');
      return !result.error;
    },
    remove: async (id: string): Promise<DeleteOutcome> => {
      const result = await client.mutation(DeleteHierarchyMutation, { id }).toPromise();
      if (result.error || !result.data)
        return { deleted: false, message: result.error ? messageOf(result.error) : '', views: [] };
      const { deleted, usage } = result.data.deleteHierarchy;
      return { deleted, message: null, views: [...(usage?.views ?? []), ...(usage?.sharedViews ?? [])] };
    },
  };
}
