/** Spec 3 §2.9, §9: the Device List's camera search: 'All Devices' without filters, else the
 *  'Filtered by Name' and 'Filtered by Labels' sections; pages of 30, or 15 each with both filters. */
import { CAMERA_LIST_PAGE_SIZE, CAMERA_LIST_SPLIT_PAGE_SIZE } from '../../shared/labels/labelConstants';
import type { CameraPage, CameraSearchFilter, CameraSearchRepository } from '../db/repositories/cameraSearch';
import type { DeviceRecord } from '../db/repositories/devices';
import type { LabelRepository } from '../db/repositories/labels';

export interface CameraSearchInput {
  name?: string | null;
  /** null: no label filter; a list (even empty): cameras with any of these labels. */
  labelIds?: readonly string[] | null;
  /** Where the 'All Devices' or 'Filtered by Name' page starts. */
  nameOffset?: number | null;
  /** Where the 'Filtered by Labels' page starts. */
  labelsOffset?: number | null;
}

export interface LabelledPage {
  total: number;
  devices: Array<DeviceRecord & { labelIds: string[] }>;
}

export interface CameraSearchResult {
  all: LabelledPage | null;
  byName: LabelledPage | null;
  byLabels: LabelledPage | null;
}

const offsetOf = (n: number | null | undefined) => Math.max(0, Math.floor(n ?? 0));

export class CameraSearch {
  constructor(
    private readonly search: CameraSearchRepository,
    private readonly labels: LabelRepository,
  ) {}

  /** `visible`: the caller's device scope (only these, or all but these): pages and totals count no others. */
  async find(
    realmId: string,
    input: CameraSearchInput,
    visible: Pick<CameraSearchFilter, 'only' | 'except'> = {},
  ): Promise<CameraSearchResult> {
    const name = input.name?.trim() || undefined;
    const labelIds = input.labelIds ?? undefined;
    const both = name !== undefined && labelIds !== undefined;
    const size = both ? CAMERA_LIST_SPLIT_PAGE_SIZE : CAMERA_LIST_PAGE_SIZE;
    const nameOffset = offsetOf(input.nameOffset);
    const [all, byName, byLabels] = await Promise.all([
      name === undefined && labelIds === undefined ? this.page(realmId, { ...visible }, nameOffset, size) : null,
      name !== undefined ? this.page(realmId, { ...visible, name }, nameOffset, size) : null,
      labelIds !== undefined ? this.page(realmId, { ...visible, labelIds }, offsetOf(input.labelsOffset), size) : null,
    ]);
    return { all, byName, byLabels };
  }

  private async page(
    realmId: string,
    filter: CameraSearchFilter,
    offset: number,
    limit: number,
  ): Promise<LabelledPage> {
    const page: CameraPage = await this.search.page(realmId, filter, offset, limit);
    const labelIds = await this.labels.labelIdsOf(
      realmId,
      page.devices.map((d) => d.id),
    );
    return { total: page.total, devices: page.devices.map((d) => ({ ...d, labelIds: labelIds.get(d.id) ?? [] })) };
  }
}
