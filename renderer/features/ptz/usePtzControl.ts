/** Sends PTZ commands for one camera (spec 2 §6, §7): with the caller's PTZ priority, each aborting the
 *  one still in flight, and follows the answer's lock information — a higher lock is reported,
 *  an overridable one asks first and the command is sent again with override. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentInput, useClient, useQuery } from 'urql';
import { TOAST_DURATION_MS } from '../../../shared/shell/constants';
import { type VariablesOf } from '../../graphql';
import { useToast } from '../../ui';
import { decideLockOverride } from './decideLockOverride';
import { graphqlErrorText } from './graphqlErrorText';
import { type PtzCommandKind, ptzCallError } from './ptzCallError';
import {
  PtzPresetMutation,
  PtzPriorityQuery,
  PtzPtMutation,
  PtzRelMutation,
  PtzSpeedMutation,
  PtzStepMutation,
} from './ptzDocuments';

const MUTATIONS = {
  preset: PtzPresetMutation,
  speed: PtzSpeedMutation,
  step: PtzStepMutation,
  rel: PtzRelMutation,
  pt: PtzPtMutation,
} as const;

/** The command input of each PTZ mutation. */
export type PtzCommandInput<K extends PtzCommandKind> = VariablesOf<(typeof MUTATIONS)[K]>['command'];

type PtzAnswer = Record<string, { lockinfo?: { allow_override?: string | null } | null } | null>;

export interface PtzCall<K extends PtzCommandKind = PtzCommandKind> {
  kind: K;
  command: PtzCommandInput<K>;
}

export interface PtzControl {
  /** Resolves when the answer (or the abort by a later call) is in. */
  send<K extends PtzCommandKind>(kind: K, command: PtzCommandInput<K>): Promise<void>;
  /** The call waiting for 'Do you want to override?', if any. */
  overridePending: PtzCall | null;
  confirmOverride(): void;
  cancelOverride(): void;
}

export function usePtzControl(deviceId: string | null | undefined): PtzControl {
  const { t } = useTranslation();
  const client = useClient();
  // Until it is known the server applies the role's own priority.
  const [{ data: priorityData }] = useQuery({ query: PtzPriorityQuery });
  const priority = priorityData?.ptzPriority;
  const toast = useToast();
  const inFlight = useRef<AbortController | null>(null);
  const pendingRef = useRef<PtzCall | null>(null);
  const [overridePending, setOverridePending] = useState<PtzCall | null>(null);
  const lastWaitNotice = useRef(-Infinity);

  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(
    async (kind: string, command: unknown, override: boolean) => {
      const problem = ptzCallError(deviceId, kind, command);
      if (problem) {
        toast(t(`video.ptz.errors.${problem}`), 'error');
        return;
      }
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      // urql sets its own signal in the fetch options; the call's own fetch carries this one.
      const abortableFetch: typeof fetch = (input, init) =>
        globalThis.fetch(input, { ...init, signal: controller.signal });
      const document = MUTATIONS[kind as PtzCommandKind] as DocumentInput<PtzAnswer, Record<string, unknown>>;
      const result = await client
        .mutation(
          document,
          { id: deviceId, command, priority: priority ?? null, ...(override && { override: true }) },
          { fetch: abortableFetch },
        )
        .toPromise();
      if (controller.signal.aborted) return;
      inFlight.current = null;
      if (result.error) {
        toast(graphqlErrorText(result.error), 'error');
        return;
      }
      const answer = result.data ? Object.values(result.data)[0] : null;
      switch (decideLockOverride(answer?.lockinfo?.allow_override)) {
        case 'wait': {
          // Held controls repeat their command: one notice while the previous one still shows.
          const now = Date.now();
          if (now - lastWaitNotice.current >= TOAST_DURATION_MS) {
            lastWaitNotice.current = now;
            toast(t('video.ptz.lock.higherPriority'), 'info');
          }
          return;
        }
        case 'confirm':
          if (!pendingRef.current) {
            pendingRef.current = { kind: kind as PtzCommandKind, command } as PtzCall;
            setOverridePending(pendingRef.current);
          }
          return;
        case 'locked':
          return;
      }
    },
    [client, deviceId, priority, t, toast],
  );

  const send = useCallback(
    <K extends PtzCommandKind>(kind: K, command: PtzCommandInput<K>) => run(kind, command, false),
    [run],
  );

  const settle = useCallback(
    (confirmed: boolean) => {
      const call = pendingRef.current;
      pendingRef.current = null;
      setOverridePending(null);
      if (call && confirmed) void run(call.kind, call.command, true);
    },
    [run],
  );

  return {
    send,
    overridePending,
    confirmOverride: useCallback(() => settle(true), [settle]),
    cancelOverride: useCallback(() => settle(false), [settle]),
  };
}
