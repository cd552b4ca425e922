/** Turns a contract's channel map plus per-method parse/run pairs into routes main can register. */
import type { ChannelMap, MethodKeys } from '../../../shared/ipc';

/** A payload that does not match the contract; the renderer receives its message. */
export class IpcPayloadError extends Error {
  constructor(channel: string, problem: string) {
    super(`[ipc] ${channel}: ${problem}`);
    this.name = 'IpcPayloadError';
  }
}

/** One method: `parse` turns the raw IPC arguments into typed ones or throws; `run` does the work. */
export type MethodHandler<F, Ctx> = F extends (...args: infer A) => Promise<infer R>
  ? { parse(args: readonly unknown[]): A; run(caller: Ctx, ...args: A): R | Promise<R> }
  : never;

/** A handler for every method of a contract (events are sent by main, not handled). */
export type ContractHandlers<T, Ctx> = { readonly [K in MethodKeys<T>]: MethodHandler<T[K], Ctx> };

export interface IpcRoute<Ctx> {
  readonly channel: string;
  /** Validates the arguments, then runs; always a promise, rejected for a bad payload. */
  handle(caller: Ctx, args: readonly unknown[]): Promise<unknown>;
}

export function contractRoutes<Area extends string, T, Ctx>(
  channels: ChannelMap<Area, T>,
  handlers: ContractHandlers<T, Ctx>,
): IpcRoute<Ctx>[] {
  return (Object.keys(handlers) as Array<MethodKeys<T>>).map((method) => {
    const channel = channels[method];
    const handler = handlers[method] as unknown as {
      parse(args: readonly unknown[]): unknown[];
      run(caller: Ctx, ...args: unknown[]): unknown;
    };
    return {
      channel,
      async handle(caller: Ctx, args: readonly unknown[]) {
        let parsed: unknown[];
        try {
          parsed = handler.parse(args);
        } catch (error) {
          throw new IpcPayloadError(channel, error instanceof Error ? error.message : String(error));
        }
        return handler.run(caller, ...parsed);
      },
    };
  });
}
