/** Floor plans of image maps (spec 3 §2.11, §3.4: maps carry base64 images): checks an upload's
 *  type, size and declared dimensions from its bytes, not from what the client says, and keeps each plan as a file under
 *  <data>/image-maps/<realm>/, named by map and revision so a new plan never overwrites one a
 *  browser may still be reading. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import {
  IMAGE_MAP_ERRORS,
  IMAGE_MAP_PLAN_MAX_BYTES,
  IMAGE_MAP_PLAN_MAX_SIDE,
  IMAGE_MAP_PLAN_TYPES,
  type ImageMapPlanMime,
} from '../../shared/imageMap/imageMapConstants';
import type { ImageMapTable } from '../db/imageMapSchema';
import { DomainError } from '../kernel/DomainError';

/** What image-size calls each accepted type. */
const MIME_BY_DETECTED_TYPE: Readonly<Record<string, ImageMapPlanMime>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Base64 (standard or URL-safe, optionally as a data: URL) and nothing else. */
const DATA_URL_PREFIX = /^data:[\w.+/-]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** A checked plan, ready to store. */
export interface CheckedPlan {
  bytes: Buffer;
  mime: ImageMapPlanMime;
  width: number;
  height: number;
  /** A digest of the bytes: the plan's revision. */
  revision: string;
}

/** A stored plan's file, as the map's row keeps it (written into the row as it is). */
export type StoredPlan = Pick<ImageMapTable, 'file' | 'mime' | 'size' | 'width' | 'height' | 'revision'>;

/** Decodes and checks an uploaded plan; throws the refusal the console shows. */
export function checkPlan(base64: string): CheckedPlan {
  const text = base64.trim().replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (text.length === 0) throw DomainError.badInput(IMAGE_MAP_ERRORS.planMissing);
  if (!BASE64.test(text)) throw DomainError.badInput(IMAGE_MAP_ERRORS.planNotBase64);
  // Refused before decoding: a huge string costs nothing more than its length.
  if (Math.floor((text.length * 3) / 4) > IMAGE_MAP_PLAN_MAX_BYTES + 2) {
    throw new DomainError('tooLarge', IMAGE_MAP_ERRORS.planTooLarge);
  }
  const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  if (bytes.length > IMAGE_MAP_PLAN_MAX_BYTES) throw new DomainError('tooLarge', IMAGE_MAP_ERRORS.planTooLarge);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    throw DomainError.badInput(IMAGE_MAP_ERRORS.planType);
  }
  const mime = MIME_BY_DETECTED_TYPE[size.type ?? ''];
  if (!mime) throw DomainError.badInput(IMAGE_MAP_ERRORS.planType);
  const { width, height } = size;
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw DomainError.badInput(IMAGE_MAP_ERRORS.planUnreadable);
  }
  // From the header alone, before the plan is hashed, stored or drawn anywhere.
  if (width > IMAGE_MAP_PLAN_MAX_SIDE || height > IMAGE_MAP_PLAN_MAX_SIDE) {
    throw DomainError.badInput(IMAGE_MAP_ERRORS.planDimensions);
  }
  const revision = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { bytes, mime, width: Math.round(width), height: Math.round(height), revision };
}

export class PlanStore {
  constructor(private readonly root: string) {}

  /** Writes a checked plan of a map; the answer goes into the map's row. */
  async write(realmId: string, mapId: string, plan: CheckedPlan): Promise<StoredPlan> {
    // The id's digest keeps two ids that read alike once made safe (a/b, a_b) apart.
    const idDigest = createHash('sha256').update(mapId).digest('hex').slice(0, 8);
    const file = `${safe(mapId).slice(0, 64)}-${idDigest}-${plan.revision}.${IMAGE_MAP_PLAN_TYPES[plan.mime]}`;
    const dir = this.dir(realmId);
    await fs.promises.mkdir(dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = path.join(dir, `.${file}.${process.pid}.tmp`);
    await fs.promises.writeFile(temporary, plan.bytes);
    await fs.promises.rename(temporary, path.join(dir, file));
    return {
      file,
      mime: plan.mime,
      size: plan.bytes.length,
      width: plan.width,
      height: plan.height,
      revision: plan.revision,
    };
  }

  /** The full path of a stored plan. */
  path(realmId: string, file: string): string {
    return path.join(this.dir(realmId), path.basename(file));
  }

  async read(realmId: string, file: string): Promise<Buffer> {
    return fs.promises.readFile(this.path(realmId, file));
  }

  /** Removes plans no row points to any more; a missing file is no error. */
  async remove(realmId: string, files: readonly string[]): Promise<void> {
    await Promise.all(files.map((file) => fs.promises.rm(this.path(realmId, file), { force: true })));
  }

  private dir(realmId: string): string {
    return path.join(this.root, safe(realmId));
  }
}

/** Ids become file names: anything but letters, digits, dot, dash and underscore is replaced. */
function safe(id: string): string {
  return id.replace(/[^\w.-]/g, '_').replace(/^\.+/, '_');
}
