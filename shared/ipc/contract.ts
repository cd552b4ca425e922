/** The generic shape of an IPC contract: an interface whose methods and events map to channels. */

/** Stops a subscription made with an `onDid…` event. */
export type Unsubscribe = () => void;

/** Names of an interface's events: the members called `onDid…`. */
export type EventKeys<T> = { [K in keyof T]: K extends `onDid${string}` ? K : never }[keyof T] & string;

/** Names of an interface's methods: every member that is not an event. */
export type MethodKeys<T> = Exclude<keyof T & string, EventKeys<T>>;

/** The payload an `onDid…` event hands to its listener. */
export type EventPayload<T, K extends EventKeys<T>> = T[K] extends (listener: (payload: infer P) => void) => Unsubscribe
  ? P
  : never;

/** Every member of an area's interface mapped to a channel named `{area}:{name}`. */
export type ChannelMap<Area extends string, T> = { readonly [K in keyof T & string]-?: `${Area}:${string}` };

/** True for the member names that are events (`onDid…`); the rest are invoked methods. */
export function isEventKey(key: string): boolean {
  return /^onDid[A-Z]/.test(key);
}
