/** Test fixtures of the timeline: a timeline device with everyday defaults, and the PointerEvent
 *  jsdom lacks (a MouseEvent with a pointer id is all the tracks read). */
import type { TimelineDevice } from '../timelineBus';

export function timelineDevice(key: string, patch: Partial<TimelineDevice> = {}): TimelineDevice {
  return {
    key,
    id: `cam-${key}`,
    widgetIndex: 0,
    name: key,
    outOfSync: false,
    stopped: false,
    paused: false,
    playerTime: null,
    timelineTime: null,
    speed: 1,
    selected: false,
    allowExport: true,
    userDefinedEvent: true,
    ...patch,
  };
}

class TestPointerEvent extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

export function installTestPointerEvent(): void {
  if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: TestPointerEvent });
}
