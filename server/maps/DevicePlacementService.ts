/** Where a device stands on the geographic map and what its camera sees (EditMap, spec 3 §3.1,
 *  §5): checks the position and camera view, stores them and tells the realm's consoles. */
import type { DeviceRecord } from '../db/repositories/devices';
import type { DevicePlacementRepository } from '../db/repositories/devicePlacements';
import { topics, type EventBus } from '../events/eventBus';
import { DomainError } from '../kernel/DomainError';

/** A position as the console sends it: null (or no latitude) takes the device off the map. */
export interface PositionInput {
  lat?: number | null;
  lng?: number | null;
  alt?: number | null;
}

export interface CameraViewInput {
  fieldOfView?: number | null;
  northOffsetAngle?: number | null;
  viewDistance?: number | null;
}

const isFiniteOrNull = (value: number | null | undefined) => value == null || Number.isFinite(value);

export class DevicePlacementService {
  constructor(
    private readonly placements: DevicePlacementRepository,
    private readonly bus: EventBus,
  ) {}

  /** `position` undefined leaves it as it is; a device the realm does not have is not found. */
  async place(
    realmId: string,
    deviceId: string,
    position: PositionInput | null | undefined,
    cameraView: CameraViewInput | null | undefined,
  ): Promise<DeviceRecord> {
    // Spec 3 §5: latitude and longitude are both set or both null.
    if (position && (position.lat == null) !== (position.lng == null)) {
      throw DomainError.badInput('Latitude and longitude must both be set or both be empty');
    }
    if (position?.lat != null && (Math.abs(position.lat) > 90 || Math.abs(position.lng ?? 0) > 180)) {
      throw DomainError.badInput('The position is not a latitude and longitude');
    }
    if (
      cameraView &&
      ![cameraView.fieldOfView, cameraView.northOffsetAngle, cameraView.viewDistance].every(isFiniteOrNull)
    ) {
      throw DomainError.badInput('The camera view must be numbers');
    }
    const placed = await this.placements.place(
      realmId,
      deviceId,
      {
        position:
          position === undefined
            ? undefined
            : position?.lat == null
              ? null
              : { lat: position.lat, lng: position.lng ?? 0, alt: position.alt },
        cameraView: cameraView ?? undefined,
      },
      Date.now(),
    );
    if (!placed) throw DomainError.notFound('Device');
    await this.bus.publish(topics.objectUpdate(realmId), { id: placed.id, action: 'UPDATE' });
    return placed;
  }
}
