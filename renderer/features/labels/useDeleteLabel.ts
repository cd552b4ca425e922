/** Spec 3 §8: deleting a label: an unused one goes at once; one used in a hierarchy is refused
 *  with its paths; one on cameras asks first, listing them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { ResultOf } from '../../graphql';
import { useToast } from '../../ui';
import { DeleteLabelMutation } from './labelsDocuments';

export type LabelDeleteAnswer = ResultOf<typeof DeleteLabelMutation>['deleteLabel'];

/** What the delete dialog shows: the refusal or the question, for one label. */
export interface LabelDeleteState {
  label: { id: string; name: string };
  answer: LabelDeleteAnswer;
}

export function useDeleteLabel(onDeleted: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [state, setState] = useState<LabelDeleteState | null>(null);

  const run = async (label: { id: string; name: string }, confirmed: boolean) => {
    const result = await client.mutation(DeleteLabelMutation, { label: { id: label.id, confirmed } }).toPromise();
    if (result.error || !result.data) {
      const message = result.error?.graphQLErrors[0]?.message ?? result.error?.message ?? '';
      toast(t('labels.deleteError', { message }), 'error');
      setState(null);
      return;
    }
    const answer = result.data.deleteLabel;
    if (answer.deleted) {
      setState(null);
      onDeleted();
    } else {
      setState({ label, answer });
    }
  };

  return {
    state,
    remove: (label: { id: string; name: string }) => run(label, false),
    confirm: () => (state ? run(state.label, true) : Promise.resolve()),
    dismiss: () => setState(null),
  };
}
