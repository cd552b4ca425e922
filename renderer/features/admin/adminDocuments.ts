/** What every device save and probe answers besides its result (spec 3 §7.1–§7.2: warning and
 *  warningFields), read the same way by the camera and the device screens. */
import { graphql, type ResultOf } from '../../graphql';

export const OperationWarningFields = graphql(`
  fragment OperationWarningFields on OperationWarning {
    message
    warningFields {
      field
      value
    }
  }
`);

type Warning = ResultOf<typeof OperationWarningFields>;

/** The warning's texts by the form field they name (the first for a field). */
export function warningsByField(warning: Warning | null | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const w of warning?.warningFields ?? []) found[w.field] ??= w.value ?? '';
  return found;
}

/** A device's log (spec 3 §7.1 cameraLog, for cameras and other devices alike): what was done to
 *  it and by whom, and the platform's own entries, newest first. */
export const DeviceLogQuery = graphql(`
  query DeviceLog($deviceId: ID!) {
    cameraLog(deviceId: $deviceId) {
      id
      at
      kind
      userName
      message
    }
  }
`);

/** What a device scope is chosen from: the realm's cameras, zones and sets (a policy statement's
 *  resources, the cameras a watchlist watches). */
export const CameraScopeChoicesFields = graphql(`
  fragment CameraScopeChoices on Query {
    devicesByAspectTypes(types: ["Media"]) {
      id
      name
    }
    zones {
      id
      name
    }
    sets {
      id
      name
    }
  }
`);

/** The room an avatar's archive has (spec 2 §7 localStorage): its limit, use and the disk's free
 *  space — read by the avatar's storage panel and the storage dashboard. */
export const AvatarStorageQuery = graphql(`
  query AvatarStorage($deviceId: ID!) {
    localStorage(deviceId: $deviceId) {
      deviceId
      avatarId
      capacity
      used
      diskSize
      diskFree
      ttlHours
    }
  }
`);

export type AvatarStorageData = ResultOf<typeof AvatarStorageQuery>['localStorage'];
