/** Test helper: a camera as the camera administration's documents (AdminCameras, AdminCamera) get
 *  it from the platform — enabled, online, healthy, recording continuously, with no connection or
 *  storage set — and what a test is about laid over it. */
export const adminCamera = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  deviceType: 'camera',
  enabled: true,
  healthStatus: 'NORMAL',
  connection: 'ONLINE',
  modifiedAt: 1,
  recording: { mode: 'CONTINUOUS', preRollSeconds: 5, postRollSeconds: 5 },
  config: null,
  storageConfig: null,
  position: null,
  deliveryPriority: 'NORMAL',
  acknowledgeRequired: false,
  isPtz: false,
  location: null,
  aspects: [],
  ...overrides,
});

/** A pool of 24 hours the camera records to. */
export const DEFAULT_STORAGE = { storagePool: { id: 'pool-1', name: 'Default', ttlHours: 24 } };
