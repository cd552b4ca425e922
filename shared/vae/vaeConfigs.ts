/** VAE (video analytics) configurations of a camera (spec 3 §3.1 VAE aspect, §7.1 vaeTemplates and
 *  vaeConfigs, §7.2 create / rename / delete VAE config; issue 32): the templates a camera offers,
 *  their fps ranges and features, and the texts the platform and the camera's VAE page share. */
import { FACE_MATCH_DISTANCE_RANGE } from '../analytics/faceRead';
import type { AnalyticsEngineKind } from '../analytics/plateRead';

export interface VaeTemplate {
  /** The template's id, as a VAE config names it. */
  id: string;
  name: string;
  engine: AnalyticsEngineKind;
  description: string;
  /** What the engine reports (spec 3 §3.1 features). */
  features: readonly string[];
  /** The event type its hits raise (spec 3 §3.1 eventType). */
  eventType: string;
  /** The stream it analyses: the review stream, smaller and cheaper to decode. */
  streamSize: 'REVIEW' | 'FULL';
  /** Frames per second the config may ask for, and what it asks unless told. */
  fps: { min: number; max: number; default: number };
}

export const VAE_TEMPLATES: readonly VaeTemplate[] = [
  {
    id: 'lpr',
    name: 'License Plate Recognition',
    engine: 'lpr',
    description: 'Reads licence plates of passing vehicles and matches them against the License Plate watchlists',
    features: ['plates', 'tracks', 'crops'],
    eventType: 'LPR',
    streamSize: 'REVIEW',
    fps: { min: 1, max: 10, default: 2 },
  },
  {
    id: 'face',
    name: 'Facial Recognition',
    engine: 'face',
    description: 'Finds faces and matches them against the Facial watchlists',
    features: ['faces', 'tracks', 'crops'],
    eventType: 'FACE',
    streamSize: 'REVIEW',
    fps: { min: 1, max: 5, default: 1 },
  },
];

/** Longest config name and description. */
export const VAE_NAME_MAX = 255;
export const VAE_DESCRIPTION_MAX = 1000;

export const VAE_ERROR = {
  NAME_EMPTY: 'Name should not be empty',
  NAME_TOO_LONG: `Name should not be longer than ${VAE_NAME_MAX} characters`,
  DESCRIPTION_TOO_LONG: `Description should not be longer than ${VAE_DESCRIPTION_MAX} characters`,
  NOT_FOUND: 'VAE config not found',
  TEMPLATE: 'Unknown VAE template',
  FPS: (min: number | string, max: number | string) => `Requested fps should be from ${min} to ${max}`,
  ONE_PER_ENGINE: 'The camera already has a configuration of this template',
  NOT_A_CAMERA: 'Video analytics run on cameras only',
  MATCH_DISTANCE: `Match distance should be a number from ${FACE_MATCH_DISTANCE_RANGE.min} to ${FACE_MATCH_DISTANCE_RANGE.max}`,
} as const;

export function vaeTemplate(id: string): VaeTemplate | undefined {
  return VAE_TEMPLATES.find((t) => t.id === id);
}

/** The config name's refusal, or null when it is fine (after trimming). */
export function vaeNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return VAE_ERROR.NAME_EMPTY;
  if (trimmed.length > VAE_NAME_MAX) return VAE_ERROR.NAME_TOO_LONG;
  return null;
}
