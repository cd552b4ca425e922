/** What the system check says of the status's reasons (issue 34: 'Alert — 1 problem found' must
 *  say which): one line per problem, in the operator's language. Spec 1 §8 hides the reasons about
 *  cameras and the 'Missing local disk space for' ones from the list; they are not dropped but
 *  told in one line each — the broken cameras by name (up to three, then how many more), the short
 *  archive volume in words — so every problem counted is named. */
import { HIDDEN_REASON_PREFIX } from '../../../shared/shell/constants';
import type { Reason } from './systemCheck';

/** Cameras named in the summary line before '…and N more'. */
export const NAMED_CAMERAS = 3;

export interface StatusReasonInput extends Reason {
  options?: unknown;
}

/** A line to show: an i18n key with its values, or the platform's own words. */
export type ReasonLine = { key: string; values: Record<string, string | number> } | { text: string };

interface ReasonOptions {
  kind?: string;
  name?: string;
  healthStatus?: string;
  deviceType?: string;
}

const optionsOf = (reason: StatusReasonInput): ReasonOptions =>
  reason.options && typeof reason.options === 'object' ? (reason.options as ReasonOptions) : {};

/** A name set apart from the sentence around it (first-strong isolate … pop), so a Latin name
 *  keeps its order inside an Arabic line and the other way round. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** The device's name: from the options, else from the quoted name in the message. */
const nameOf = (reason: StatusReasonInput) =>
  isolated(optionsOf(reason).name ?? /'(.+)'/.exec(reason.message)?.[1] ?? reason.object?.id ?? reason.message);

export function reasonLines(reasons: readonly StatusReasonInput[]): ReasonLine[] {
  const lines: ReasonLine[] = [];
  const cameras: string[] = [];
  let archiveShort = false;
  for (const reason of reasons) {
    const options = optionsOf(reason);
    if (reason.object?.type.toLowerCase() === 'camera') cameras.push(nameOf(reason));
    else if (options.kind === 'archiveShort' || reason.message.startsWith(HIDDEN_REASON_PREFIX)) archiveShort = true;
    else if (options.kind === 'starting' || options.kind === 'stopping') lines.push({ key: options.kind, values: {} });
    else if (options.kind === 'device' && options.healthStatus) {
      lines.push({ key: 'device', values: { name: nameOf(reason), health: options.healthStatus } });
    } else lines.push({ text: reason.message });
  }
  if (cameras.length > 0) {
    const names = cameras.slice(0, NAMED_CAMERAS).join(', ');
    const more = cameras.length - NAMED_CAMERAS;
    lines.push(
      more > 0
        ? { key: 'camerasAndMore', values: { count: cameras.length, names, number: more } }
        : { key: 'cameras', values: { count: cameras.length, names } },
    );
  }
  if (archiveShort) lines.push({ key: 'archiveShort', values: {} });
  return lines;
}
