/** Spec 3 §2.9: the camera list's sections as one run of rows (a header, the cameras, 'Load
 *  more...' while the section has more), so one virtualised list renders them all. */
import type { CameraItem, CameraSection, SectionKey } from './useCameraSearch';

export type CameraListRow =
  | { kind: 'header'; section: SectionKey; total: number }
  | { kind: 'camera'; section: SectionKey; camera: CameraItem }
  | { kind: 'more'; section: SectionKey };

export function cameraListRows(sections: readonly CameraSection[]): CameraListRow[] {
  return sections.flatMap((section): CameraListRow[] => [
    { kind: 'header', section: section.key, total: section.total },
    ...section.devices.map((camera) => ({ kind: 'camera' as const, section: section.key, camera })),
    ...(section.devices.length < section.total ? [{ kind: 'more' as const, section: section.key }] : []),
  ]);
}
