/** A player worker's own request for a camera's media URL and first ticket (issue 17, live first
 *  frame): the same PlayerMediaUrl mutation the page's GraphQL client sends, posted from the
 *  worker that opens the media socket, so the answer reaches the socket directly instead of
 *  waiting for the page's main thread (busy for some 10–20 ms re-rendering after a camera is
 *  dropped) and a message to the worker. Anything but a clean answer (an error, a 401, a
 *  'block' overage, no ticket) is null: the page then asks through its own client, which owns
 *  the console's error handling (a 401 reloads the page; spec 2 §6 refusals). */
import { stringifyDocument } from '@urql/core';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../../shared/auth/loginApi';
import type { MediaUrlResult } from '../playerDeps';
import { PlayerMediaUrlMutation } from '../playerDocuments';

const QUERY = stringifyDocument(PlayerMediaUrlMutation);

export type MediaUrlRequest = (graphqlUrl: string, cameraId: string) => Promise<MediaUrlResult | null>;

export const requestMediaUrl: MediaUrlRequest = async (graphqlUrl, cameraId) => {
  try {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
      body: JSON.stringify({ query: QUERY, operationName: 'PlayerMediaUrl', variables: { cameraId, isLocal: false } }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { issueMediaUrl?: MediaUrlResult | null }; errors?: unknown[] };
    const answer = body.data?.issueMediaUrl;
    if (body.errors?.length || !answer?.ticket || answer.streamingOverages?.type === 'block') return null;
    return answer;
  } catch {
    return null;
  }
};
