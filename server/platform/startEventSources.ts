/** Starts what raises and retires events by itself (issue 11, events from the world): retention by
 *  auditTtl, health changes of this process's devices, media's motion detection on its running
 *  cameras and, in the demo, the world platform/ plugs in (sensor alarms, moving targets). Wiring of
 *  several domains, so platform/'s (issue 35: events/ imports neither media/ nor sim/). Detection
 *  runs beside the media pipeline, never in it. */
import type { ServerConfig } from '../kernel';
import { HealthEvents } from '../events';
import { ONCE_JOB } from '../cluster';
import { MotionEvents } from '../media';
import type { PlatformServices } from './services';

/** Something that raises events on a timer of its own until stopped. */
export interface StartedSource {
  start(): void;
  stop(): void;
}

/** The demo world's own sources, started with the others when the platform runs the demo. */
export interface DemoEventSources {
  /** Raises sensor alarms; started with motion detection. */
  sensors: StartedSource;
  /** Moves targets on the map; started once the target service runs. */
  targets: StartedSource;
}

export interface EventSources {
  motion: MotionEvents;
  stop(): void;
}

export async function startEventSources(
  services: PlatformServices,
  config: Pick<ServerConfig, 'media'>,
  demo: DemoEventSources | undefined,
): Promise<EventSources> {
  const onError = (message: string) => services.log.error(message);
  const health = new HealthEvents(
    { ...services, runsHere: (deviceId) => services.media.camera(deviceId) !== undefined },
    onError,
  );
  await health.start();
  const motion = new MotionEvents(services.media, services.auditLog, onError, services.devices);
  if (config.media) motion.start();
  // The engines follow the cameras' pipelines; the cameras' VAE configs say which are analysed
  // (issue 32: the demo gate's too, seeded with the demo).
  if (config.media) services.analytics.open();
  services.targets.start();
  // One demo world per cluster (issue 33): its alarms and targets are raised by one node, not each.
  if (demo) {
    services.jobs.add({
      name: ONCE_JOB.demoWorld,
      start: () => {
        demo.sensors.start();
        demo.targets.start();
      },
      stop: () => {
        demo.targets.stop();
        demo.sensors.stop();
      },
    });
  }
  return {
    motion,
    stop: () => {
      demo?.targets.stop();
      services.targets.stop();
      demo?.sensors.stop();
      motion.stop();
      void services.analytics.close();
      health.stop();
    },
  };
}
