/** A camera's Media aspect as the platform answers it (CameraHealth, AdminCameraLiveFigures): the
 *  stream and what the platform measures of it, for the panels that show a camera's health. */
export function mediaAspect(id: string, figures: Record<string, unknown>) {
  return { __typename: 'MediaAspect', id, type: 'Media', name: 'full', streamSize: 'FULL', health: null, ...figures };
}

/** The figures of a healthy full stream two hours up: 25 fps at 2 Mbit/s, a 2 s GOP. */
export const HEALTHY_STREAM = {
  FPS: 25,
  liveBitrate: 2_048_000,
  averageGOP: 50,
  jitter: 3.2,
  packetLoss: 0.5,
  uptime: 7_200,
} as const;
