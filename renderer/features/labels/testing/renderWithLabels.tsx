/** Renders a labels component against a mocked platform that knows three labels and an empty
 *  camera search, signed in as an administrator or an operator. */
import type { ReactElement } from 'react';
import { type GraphqlOperations, renderSignedIn } from '../../../testing';
import type { LabelItem } from '../useLabels';

export { sentOperations } from '../../../testing';

export const LABELS: LabelItem[] = [
  { id: 'l-gate', name: 'Gate', type: 'LABEL', objectCount: 1 },
  { id: 'l-lobby', name: 'Lobby', type: 'LABEL', objectCount: 0 },
  { id: 'z-a', name: 'Zone A', type: 'ZONE', objectCount: 2 },
];

export const emptySearch = {
  cameraSearch: { all: { total: 0, devices: [] }, byName: null, byLabels: null },
};

export function renderWithLabels(element: ReactElement, operations: GraphqlOperations, isAdmin = true) {
  return renderSignedIn(element, { Labels: { labels: LABELS }, CameraSearch: emptySearch, ...operations }, isAdmin);
}
