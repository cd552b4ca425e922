/** The demo world's event sources (sensor alarms, moving targets) built from sim/ for
 *  startEventSources: platform/ alone knows the simulator (design.md §2, issue 35). */
import type { DemoEventSources } from './startEventSources';
import { demoSensorEveryMs } from '../sim/demoSensors';
import { SensorSimulator } from '../sim/SensorSimulator';
import { demoTargetEveryMs, TargetSimulator } from '../sim/TargetSimulator';
import type { PlatformServices } from './services';

export function demoEventSources(services: PlatformServices): DemoEventSources {
  const onError = (message: string) => services.log.error(message);
  return {
    sensors: new SensorSimulator(services, demoSensorEveryMs(), onError),
    targets: new TargetSimulator(
      { ...services, panOf: (id) => services.media.camera(id)?.dome?.current.pan },
      demoTargetEveryMs(),
      onError,
    ),
  };
}
