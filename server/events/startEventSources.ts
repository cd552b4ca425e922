/** Starts what raises and retires events by itself (issue 11, events from the world): retention by
 *  auditTtl, health changes of this process's devices, motion detection on its running cameras and,
 *  in the demo, the sensor alarm simulator. Detection runs beside the media pipeline, never in it. */
import type { ServerConfig } from '../kernel/config';
import type { PlatformServices } from '../platform/services';
import { demoSensorEveryMs } from '../sim/demoSensors';
import { SensorSimulator } from '../sim/SensorSimulator';
import { demoTargetEveryMs, TargetSimulator } from '../sim/TargetSimulator';
import { HealthEvents } from './HealthEvents';
import { MotionEvents } from './motion/MotionEvents';

export interface EventSources {
  motion: MotionEvents;
  sensors: SensorSimulator | undefined;
  stop(): void;
}

export async function startEventSources(
  services: PlatformServices,
  config: Pick<ServerConfig, 'demo' | 'media'>,
): Promise<EventSources> {
  const onError = (message: string) => services.log.error(message);
  services.auditRetention.start();
  const health = new HealthEvents(
    { ...services, runsHere: (deviceId) => services.media.camera(deviceId) !== undefined },
    onError,
  );
  await health.start();
  const motion = new MotionEvents(services.media, services.auditLog, onError);
  if (config.media) motion.start();
  const sensors = config.demo
    ? new SensorSimulator({ ...services, snapshots: services.media.snapshots }, demoSensorEveryMs(), onError)
    : undefined;
  sensors?.start();
  services.targets.start();
  const targets = config.demo
    ? new TargetSimulator(
        { ...services, panOf: (id) => services.media.camera(id)?.dome?.current.pan },
        demoTargetEveryMs(),
        onError,
      )
    : undefined;
  targets?.start();
  return {
    motion,
    sensors,
    stop: () => {
      targets?.stop();
      services.targets.stop();
      sensors?.stop();
      motion.stop();
      health.stop();
      services.auditRetention.stop();
    },
  };
}
