/** A user's archive-on-demand request (spec 2 §4 Timeline widget events, GetAOD; issue 31): the
 *  stretch of a camera's archive asked for is submitted as the user's own (a Manual request in the
 *  delivery manager), with 'Request archive from avatar to cloud' or 'Cannot process AOD request'. */
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { streamNumberOf } from '../../../shared/video/constants';
import { useToast } from '../../ui';
import { AodSubmitMutation } from './deliveryDocuments';

export interface AodRequestInput {
  deviceId: string;
  start: number;
  duration: number;
  stream: 'FULL' | 'REVIEW';
}

/** Submits a request; resolves to its id, or null when the platform refused it. */
export function useAodRequest(): (input: AodRequestInput) => Promise<string | null> {
  const client = useClient();
  const toast = useToast();
  const { t } = useTranslation();
  const say = useRef({ toast, t });
  say.current = { toast, t };
  return useCallback(
    async ({ deviceId, start, duration, stream }: AodRequestInput) => {
      const result = await client
        .mutation(AodSubmitMutation, {
          input: { deviceId, startTime: start, endTime: start + duration, streamNumber: streamNumberOf(stream) },
        })
        .toPromise();
      const id = result.data?.aodSubmit.id ?? null;
      const { toast: show, t: tr } = say.current;
      if (id) show(tr('video.delivery.aod.requested'), 'info');
      else show(tr('video.delivery.aod.cannotProcess'), 'error');
      return id;
    },
    [client],
  );
}
