/** Zones on the geographic map (spec 3 §2.10, §3.5, §5): a polygon with a whole priority of at
 *  least 1 (default 1) and hex colours (defaults #3388ff, fill opacity 0.2). */
import { DEFAULT_POLYGON_STYLE, DEFAULT_ZONE_PRIORITY } from '../../shared/maps/geoMapConstants';
import { type GeoZoneFields, isHexColor, isValidPriority, polygonProblem } from '../../shared/maps/zoneRules';
import type { GeoZoneRecord, GeoZoneRepository } from '../db/repositories/geoZones';
import { DomainError } from '../kernel/DomainError';

export const GEO_ZONE_ERRORS = {
  priority: 'Priority must be a whole number of at least 1',
  color: 'A zone colour must be a hex colour such as #3388ff',
  opacity: 'Fill opacity must be between 0 and 1',
  id: 'A zone id must be 1 to 64 characters',
} as const;

export type GeoZoneInput = GeoZoneFields;

export class GeoZoneService {
  constructor(
    private readonly zones: GeoZoneRepository,
    private readonly now: () => number = Date.now,
  ) {}

  list(realmId: string): Promise<GeoZoneRecord[]> {
    return this.zones.list(realmId);
  }

  async update(realmId: string, input: GeoZoneInput): Promise<GeoZoneRecord> {
    if (!input.id || input.id.length > 64) throw DomainError.badInput(GEO_ZONE_ERRORS.id);
    const owner = await this.zones.realmOf(input.id);
    // Another realm's zone id is reported as free would leak it; refuse as not found.
    if (owner !== undefined && owner !== realmId) throw DomainError.notFound('Zone');
    const priority = input.priority ?? DEFAULT_ZONE_PRIORITY;
    if (!isValidPriority(priority)) throw DomainError.badInput(GEO_ZONE_ERRORS.priority);
    const color = input.color ?? DEFAULT_POLYGON_STYLE.color;
    const fillColor = input.fillColor ?? DEFAULT_POLYGON_STYLE.fillColor;
    if (!isHexColor(color) || !isHexColor(fillColor)) throw DomainError.badInput(GEO_ZONE_ERRORS.color);
    const fillOpacity = input.fillOpacity ?? DEFAULT_POLYGON_STYLE.fillOpacity;
    if (!(fillOpacity >= 0 && fillOpacity <= 1)) throw DomainError.badInput(GEO_ZONE_ERRORS.opacity);
    const problem = polygonProblem(input.geometry);
    if (problem) throw DomainError.badInput(problem);
    const zone: GeoZoneRecord = { id: input.id, priority, color, fillColor, fillOpacity, geometry: input.geometry };
    await this.zones.upsert(realmId, zone, this.now());
    return zone;
  }

  delete(realmId: string, id: string): Promise<boolean> {
    return this.zones.delete(realmId, id);
  }
}
