/** What jsdom lacks and the console's libraries need. Imported first by the testing entry.
 *  - TextEncoder/TextDecoder: react-router reads them when it loads (Node's own classes).
 *  - Request: react-router's data router wraps every navigation in one. The console's routes have
 *    no loaders or actions, so only url, method and signal are ever read; this stand-in carries
 *    exactly those and refuses bodies, so a future route that needs more fails loudly here. */
type TextCodecs = { TextEncoder: typeof TextEncoder; TextDecoder: typeof TextDecoder };

if (typeof globalThis.TextEncoder === 'undefined') {
  const util = jest.requireActual<TextCodecs>('util');
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;

  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal; body?: unknown } = {}) {
    if (init.body !== undefined) throw new Error('The test Request stand-in carries no body (see jsdomPolyfills.ts)');
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: NavigationRequest });
}

// BroadcastChannel: jsdom has none; Node's own delivers between instances in one process.
if (typeof globalThis.BroadcastChannel === 'undefined') {
  const { BroadcastChannel } = jest.requireActual<{ BroadcastChannel: typeof globalThis.BroadcastChannel }>(
    'worker_threads',
  );
  Object.assign(globalThis, { BroadcastChannel });
}

// PointerEvent: jsdom has none, so fireEvent.pointerDown would send a plain Event without `button`;
// the headless primitives (Radix menus) open on a primary-button pointerdown, as browsers send it.
if (typeof globalThis.PointerEvent === 'undefined') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(globalThis, { PointerEvent: TestPointerEvent });
}

// ResizeObserver: jsdom lays nothing out; the primitives' positioning observes sizes that never
// change here. A test that needs sizes installs its own (camera-cell's renderCell).
if (typeof globalThis.ResizeObserver === 'undefined') {
  class SilentResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: SilentResizeObserver });
}
