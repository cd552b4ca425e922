/** The demo realm's sensors (issue 11: sensor alarms that need acknowledgement): a door contact, a
 *  glass-break detector and a panic button in Demo HQ, a door contact in Demo Branch, each with the
 *  cameras that watch it (its witnesses) and the alarm it raises. */
import { SENSOR_KIND_ALARMS } from '../../shared/devices/deviceAdminConstants';

export type DemoSensorKind = 'doorContact' | 'glassBreak' | 'panicButton';

export const DEMO_SENSOR_KINDS: Record<DemoSensorKind, { name: string; model: string; alarm: string }> = {
  doorContact: { name: 'Door Contact', model: 'DC-200', alarm: SENSOR_KIND_ALARMS.doorContact },
  glassBreak: { name: 'Glass Break', model: 'GB-50', alarm: SENSOR_KIND_ALARMS.glassBreak },
  panicButton: { name: 'Panic Button', model: 'PB-1', alarm: SENSOR_KIND_ALARMS.panicButton },
};

export interface DemoSensor {
  kind: DemoSensorKind;
  /** Camera numbers (1-based) of the realm that see it; those beyond the realm's cameras are left out. */
  cameras: number[];
}

export const DEMO_SENSORS: Record<string, DemoSensor[]> = {
  'demo-hq': [
    { kind: 'doorContact', cameras: [1, 2] },
    { kind: 'glassBreak', cameras: [3] },
    { kind: 'panicButton', cameras: [4, 1] },
  ],
  'demo-branch': [{ kind: 'doorContact', cameras: [1] }],
};

/** Mean time between two simulated alarms platform-wide; VANTAGE_DEMO_SENSOR_EVERY_S overrides it
 *  (0 turns the simulator off). Five minutes: an alarm to handle now and then, not a flood. */
export function demoSensorEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = env.VANTAGE_DEMO_SENSOR_EVERY_S === undefined ? 300 : Number(env.VANTAGE_DEMO_SENSOR_EVERY_S);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 300_000;
}
