/** A floor plan picked from disk as base64 (spec 3 §2.11: maps carry base64 images), refused here
 *  first by type and size with the platform's own limits so a wrong file never travels. */
import { IMAGE_MAP_PLAN_MAX_BYTES, IMAGE_MAP_PLAN_TYPES } from '../../../shared/imageMap/imageMapConstants';

export type PlanFileResult = { base64: string } | { error: 'planType' | 'planTooLarge' | 'planUnreadable' };

export function planFileProblem(file: { type: string; size: number }): 'planType' | 'planTooLarge' | null {
  if (!Object.hasOwn(IMAGE_MAP_PLAN_TYPES, file.type)) return 'planType';
  if (file.size > IMAGE_MAP_PLAN_MAX_BYTES) return 'planTooLarge';
  return null;
}

export async function readPlanFile(file: File): Promise<PlanFileResult> {
  const problem = planFileProblem(file);
  if (problem) return { error: problem };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { base64: btoa(binary) };
  } catch {
    return { error: 'planUnreadable' };
  }
}
