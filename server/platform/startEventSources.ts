/** Starts what raises and retires events by itself (issue 11, events from the world): retention by
 *  auditTtl, health changes of this process's devices, media's motion detection on its running
 *  cameras and, in the demo, the world platform/ plugs in (sensor alarms, moving targets). Wiring of
 *  several domains, so platform/'s (issue 35: events/ imports neither media/ nor sim/). Detection
 *  runs beside the media pipeline, never in it. */
import type { ServerConfig } from '../kernel';
import { HealthEvents } from '../events';
import { MotionEvents, plateSceneSeed } from '../media';
import type { PlatformServices } from './services';

/** The fps the demo's plate cameras are analysed at: two pictures a second see each plate several
 *  times while its vehicle waits at the barrier. */
export const DEMO_PLATE_ANALYSIS_FPS = 2;

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
  services.auditRetention.start();
  const health = new HealthEvents(
    { ...services, runsHere: (deviceId) => services.media.camera(deviceId) !== undefined },
    onError,
  );
  await health.start();
  const motion = new MotionEvents(services.media, services.auditLog, onError, services.devices);
  if (config.media) motion.start();
  if (config.media) {
    services.analytics.open();
    // The demo's licence plate cameras are read out of the box (issue 32); VAE configs drive the rest.
    for (const camera of services.media.running()) {
      if (plateSceneSeed(camera.device) !== undefined) {
        services.analytics.start({ cameraId: camera.device.id, engine: 'lpr', fps: DEMO_PLATE_ANALYSIS_FPS });
      }
    }
  }
  demo?.sensors.start();
  services.targets.start();
  demo?.targets.start();
  return {
    motion,
    stop: () => {
      demo?.targets.stop();
      services.targets.stop();
      demo?.sensors.stop();
      motion.stop();
      void services.analytics.close();
      health.stop();
      services.auditRetention.stop();
    },
  };
}
