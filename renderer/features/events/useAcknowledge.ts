/** Acknowledgement (spec 3 §4, §7.2): one entry through acknowledgeAuditEntry, several through
 *  auditEntriesAcknowledgment, each with the note and the modifiedAt it was read with, so a
 *  console acting on a stale copy is refused. */
import { useCallback } from 'react';
import { useClient } from 'urql';
import { AcknowledgeEventMutation, AcknowledgeEventsMutation, type EventEntry } from './eventsDocuments';

export interface AcknowledgeOutcome {
  /** The entries as they now are. */
  entries: EventEntry[];
  /** The refused ones, with the server's message. */
  failed: { id: string; message: string }[];
}

function inputOf(entry: EventEntry, note: string | undefined) {
  return { context: entry.context, modifiedAt: entry.modifiedAt ?? undefined, note: note || undefined };
}

function messageOf(error: { message: string; graphQLErrors?: readonly { message: string }[] }): string {
  return error.graphQLErrors?.[0]?.message ?? error.message;
}

export function useAcknowledge(): (entries: readonly EventEntry[], note?: string) => Promise<AcknowledgeOutcome> {
  const client = useClient();
  return useCallback(
    async (entries, note) => {
      if (entries.length === 0) return { entries: [], failed: [] };
      const [first] = entries;
      if (entries.length === 1 && first) {
        const result = await client.mutation(AcknowledgeEventMutation, { entry: inputOf(first, note) }).toPromise();
        const entry = result.data?.acknowledgeAuditEntry;
        if (result.error || !entry) {
          return { entries: [], failed: [{ id: first.context, message: result.error ? messageOf(result.error) : '' }] };
        }
        return { entries: [entry], failed: [] };
      }
      const result = await client
        .mutation(AcknowledgeEventsMutation, { entries: entries.map((entry) => inputOf(entry, note)) })
        .toPromise();
      if (result.error || !result.data) {
        const message = result.error ? messageOf(result.error) : '';
        return { entries: [], failed: entries.map((entry) => ({ id: entry.context, message })) };
      }
      const answers = result.data.auditEntriesAcknowledgment;
      return {
        entries: answers.flatMap((answer) => (answer.entry && !answer.error ? [answer.entry] : [])),
        failed: answers.flatMap((answer) => (answer.error ? [{ id: answer.context, message: answer.error }] : [])),
      };
    },
    [client],
  );
}
