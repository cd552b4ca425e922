/** Automatic archive-on-demand for a playing cell (spec 2 §4 Archive-on-demand): the stop flow of
 *  aodFlow (request, wait, resume) and requests ahead of cloud playback, with the requests polled
 *  until they end. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Client, useClient } from 'urql';
import { AOD_CHUNK_MS, streamNumberOf } from '../../../shared/video/constants';
import { AOD_POLL_MS, FINAL_REQUEST_STATUSES } from '../../../shared/video/deliveryConstants';
import { useToast } from '../../ui';
import type { PlayerController, PlayerState } from '../player';
import { AOD_IDLE, aodFlow, type AodFlowEffect, type AodFlowEvent, type AodFlowState } from './aodFlow';
import { type AodSpan, needsPrefetch, nextChunkStart, prefetchRange } from './aodPrefetch';
import { AodCoverageQuery, AodGetQuery, AodSubmitMutation } from './deliveryDocuments';

export interface UseAutoAodOptions {
  controller: PlayerController;
  deviceId: string | null;
  /** Auto AOD is on (the timeline's AutoAodRequest). */
  enabled: boolean;
  /** How often pending requests are polled; spec 2 §4 says 5 s. */
  pollMs?: number;
}

export interface AutoAodState {
  /** Where the stop flow is: idle, submitting the request, or waiting for it. */
  phase: AodFlowState['phase'];
  /** Requests made ahead of playback that have not ended yet. */
  prefetching: number;
}

export function useAutoAod({ controller, deviceId, enabled, pollMs = AOD_POLL_MS }: UseAutoAodOptions): AutoAodState {
  const client = useClient();
  const toast = useToast();
  const { t } = useTranslation();
  const [view, setView] = useState<AutoAodState>({ phase: 'idle', prefetching: 0 });
  // Kept in refs so a re-render with a new toast or t does not restart the flow.
  const say = useRef({ toast, t });
  say.current = { toast, t };

  useEffect(() => {
    if (!enabled || !deviceId) return;
    const aod = new AutoAod(client, controller, deviceId, (kind) => {
      const { toast: show, t: tr } = say.current;
      if (kind === 'notice') show(tr('video.delivery.aod.requested'), 'info');
      else show(tr('video.delivery.aod.cannotProcess'), 'error');
    });
    aod.onChange = setView;
    const timer = setInterval(() => void aod.poll(), pollMs);
    return () => {
      clearInterval(timer);
      aod.dispose();
      setView({ phase: 'idle', prefetching: 0 });
    };
  }, [client, controller, deviceId, enabled, pollMs]);

  return view;
}

/** One run of auto AOD for one camera: it follows the player and owns the requests it made. */
class AutoAod {
  onChange: (state: AutoAodState) => void = () => undefined;
  private flow: AodFlowState = AOD_IDLE;
  private readonly prefetches = new Map<string, AodSpan>();
  private readonly checkedChunks = new Set<number>();
  private previous: PlayerState;
  private lastTransport: PlayerState['transport'];
  private disposed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly client: Client,
    private readonly controller: PlayerController,
    private readonly deviceId: string,
    private readonly tell: (kind: 'notice' | 'error') => void,
  ) {
    this.previous = controller.getState();
    this.lastTransport = this.previous.transport;
    this.unsubscribe = controller.subscribe((state) => this.follow(state));
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
  }

  /** Asks for every request still in flight; ended ones leave the lists. */
  async poll(): Promise<void> {
    const waiting = this.flow.phase === 'waiting' ? this.flow.requestId : null;
    const ids = [...this.prefetches.keys(), ...(waiting ? [waiting] : [])];
    if (ids.length === 0) return;
    const result = await this.client.query(AodGetQuery, { ids }, { requestPolicy: 'network-only' }).toPromise();
    if (this.disposed || !result.data) return;
    const statuses = new Map(result.data.aodGet.map((request) => [request.id, request.status]));
    for (const id of [...this.prefetches.keys()]) {
      const status = statuses.get(id);
      if (!status || FINAL_REQUEST_STATUSES.includes(status)) this.prefetches.delete(id);
    }
    if (waiting) {
      const status = statuses.get(waiting);
      this.dispatch(
        status ? { type: 'requestStatus', requestId: waiting, status } : { type: 'requestMissing', requestId: waiting },
      );
    }
    this.changed();
  }

  private follow(state: PlayerState): void {
    const previous = this.previous;
    this.previous = state;
    if (state.transport) this.lastTransport = state.transport;
    if (state.deviceId !== this.deviceId) return;
    const cloud = state.connection !== 'local' && (state.transport ?? this.lastTransport) !== 'local';
    if (state.status === 'STOP' && previous.status !== 'STOP') {
      this.dispatch({
        type: 'playerStopped',
        code: state.error?.code ?? null,
        mode: state.mode,
        cloud,
        time: state.time,
        autoAod: true,
      });
    } else if (state.status === 'PLAY' && previous.status !== 'PLAY') {
      this.dispatch({ type: 'playerPlaying' });
    }
    if (state.status === 'PLAY' && state.mode === 'archive' && cloud && state.time != null) {
      void this.lookAhead(state.time, state.speed, streamOf(state));
    }
  }

  private dispatch(event: AodFlowEvent): void {
    const step = aodFlow(this.flow, event);
    this.flow = step.state;
    for (const effect of step.effects) this.run(effect);
    this.changed();
  }

  private run(effect: AodFlowEffect): void {
    switch (effect.type) {
      case 'submit':
        void this.submit({ start: effect.start, end: effect.end }, streamOf(this.previous)).then((id) => {
          if (!this.disposed) this.dispatch(id ? { type: 'submitted', requestId: id } : { type: 'submitFailed' });
        });
        return;
      case 'notice':
      case 'error':
        this.tell(effect.type);
        return;
      case 'resume':
        this.controller.playArchive(effect.time);
        return;
    }
  }

  /** Spec 2 §4: the next chunk ahead, once per chunk, requested when only the avatar holds it. */
  private async lookAhead(time: number, speed: number, stream: 'FULL' | 'REVIEW'): Promise<void> {
    const chunk = nextChunkStart(time, speed);
    if (this.checkedChunks.has(chunk)) return;
    this.checkedChunks.add(chunk);
    const range = prefetchRange(chunk, speed);
    const result = await this.client
      .query(
        AodCoverageQuery,
        { ids: [this.deviceId], startTime: chunk, endTime: chunk + AOD_CHUNK_MS, streams: [stream] },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (this.disposed || !result.data) return;
    const coverage = result.data.archiveCoverage;
    const ours = (items: ReadonlyArray<{ deviceId: string; time: number }> | null | undefined) =>
      (items ?? []).filter((item) => item.deviceId === this.deviceId).map((item) => item.time);
    const wanted = needsPrefetch(chunk, {
      cloud: [...ours(coverage.coverage), ...ours(coverage.partialCoverage)],
      avatarOnly: (coverage.offlineCoverage ?? [])
        .filter((entry) => entry.deviceId === this.deviceId)
        .flatMap((entry) => entry.coverage.map((item) => item.time)),
      pending: [
        ...(coverage.aod ?? [])
          .filter((span) => span.deviceId === this.deviceId)
          .map((span) => ({ start: span.startTime, end: span.endTime })),
        ...this.prefetches.values(),
      ],
    });
    if (!wanted) return;
    const id = await this.submit(range, stream);
    if (id && !this.disposed) {
      this.prefetches.set(id, range);
      this.changed();
    }
  }

  /** aodSubmit; the new request's id, or null when it was refused. */
  private async submit(range: AodSpan, stream: 'FULL' | 'REVIEW'): Promise<string | null> {
    const result = await this.client
      .mutation(AodSubmitMutation, {
        input: {
          deviceId: this.deviceId,
          startTime: range.start,
          endTime: range.end,
          streamNumber: streamNumberOf(stream),
          // Not the user's own request: the delivery manager lists it as Auto.
          auto: true,
        },
      })
      .toPromise();
    return result.data?.aodSubmit.id ?? null;
  }

  private changed(): void {
    if (!this.disposed) this.onChange({ phase: this.flow.phase, prefetching: this.prefetches.size });
  }
}

/** The stream to request: the one playing, Full for Auto. */
function streamOf(state: PlayerState): 'FULL' | 'REVIEW' {
  return state.stream === 'REVIEW' ? 'REVIEW' : 'FULL';
}
