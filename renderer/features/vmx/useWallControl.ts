/** Sends the operator's VMX actions to the platform (issue 30: setWallDisplayContent, presets): the
 *  action under way, and the platform's refusal (its own words; the banner shows them in the
 *  operator's) kept as the widget's error until the next action succeeds, so nothing fails silently. */
import { useCallback, useState } from 'react';
import { type AnyVariables, type TypedDocumentNode, useClient } from 'urql';
import type { ContentInput } from './wallContentEdit';
import {
  DeletePresetMutation,
  RecallPresetMutation,
  SavePresetMutation,
  SetDisplayContentMutation,
} from './vmxDocuments';

export interface WallControl {
  /** The action under way ('display:2', 'preset'), or null. */
  busy: string | null;
  /** The platform's last refusal, in its own (English) words. */
  error: string | null;
  dismissError(): void;
  setContent(displayIndex: number, content: ContentInput): Promise<boolean>;
  savePreset(name: string): Promise<string | null>;
  recallPreset(presetId: string): Promise<boolean>;
  deletePreset(presetId: string): Promise<boolean>;
}

export function useWallControl(wallId: string): WallControl {
  const client = useClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Runs one mutation; the refusal's text, or null when done. */
  const send = useCallback(
    async <D, V extends AnyVariables>(what: string, document: TypedDocumentNode<D, V>, variables: V) => {
      setBusy(what);
      const result = await client.mutation(document, variables).toPromise();
      setBusy(null);
      if (!result.error) {
        setError(null);
        return null;
      }
      const message =
        result.error.graphQLErrors[0]?.message ?? result.error.networkError?.message ?? result.error.message;
      setError(message);
      return message;
    },
    [client],
  );

  return {
    busy,
    error,
    dismissError: () => setError(null),
    setContent: async (displayIndex, content) =>
      (await send(`display:${displayIndex}`, SetDisplayContentMutation, { wallId, displayIndex, content })) === null,
    savePreset: (name) => send('preset', SavePresetMutation, { wallId, name }),
    recallPreset: async (presetId) => (await send('preset', RecallPresetMutation, { wallId, presetId })) === null,
    deletePreset: async (presetId) => (await send('preset', DeletePresetMutation, { wallId, presetId })) === null,
  };
}
