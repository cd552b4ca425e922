/** Media-WebSocket messages for the fault suite (design.md §4 protocol, bent): broken JSON, unknown
 *  commands, bad and replayed tickets, binary garbage, seeks to NaN, negative times and the year
 *  2500, absurd speeds. */
import { malformedBody } from './malformedBody';
import { malformedValue } from './malformedValue';
import type { Random } from './seededRandom';

const YEAR_2500 = 16725225600000;
const TIMES: unknown[] = ['NaN', null, -1, -1e15, 0, YEAR_2500, 1e308, 2 ** 53, '2500-01-01', 1.5, true];
const SPEEDS: unknown[] = [1e9, -1e9, 0, -0, 0.0001, 'NaN', null, 1e308, -1, 16, -16, '2'];

export interface MediaFuzzContext {
  cameraId: string;
  /** A ticket already used (or never issued): init with it must be refused. */
  spentTicket: string;
}

export function mediaFuzzMessage(random: Random, context: MediaFuzzContext): string | Buffer {
  const init = (ticket: unknown) => ({
    cmd: 'init',
    objid: random.chance(0.8) ? context.cameraId : malformedValue(random),
    streamid: random.chance(0.8) ? random.pick([0, 1]) : malformedValue(random),
    ticket,
    ...(random.chance(0.5) && { startTime: random.pick(TIMES) }),
    ...(random.chance(0.2) && { endTime: random.pick(TIMES) }),
  });
  switch (random.int(9)) {
    case 0:
      return malformedBody(random);
    case 1:
      return Buffer.from(Array.from({ length: 1 + random.int(2048) }, () => random.int(256)));
    case 2:
      return JSON.stringify({ cmd: random.pick(['INIT', 'stop', 'eval', '', 'constructor', '__proto__']) });
    case 3:
      return JSON.stringify(init(random.chance(0.5) ? context.spentTicket : malformedValue(random)));
    case 4:
      return JSON.stringify({ cmd: 'seek', time: random.pick(TIMES) });
    case 5:
      return JSON.stringify({ cmd: 'play', speed: random.pick(SPEEDS) });
    case 6:
      return JSON.stringify({ cmd: 'pause', extra: malformedValue(random) });
    case 7:
      return '{}';
    default:
      return JSON.stringify({ ...(malformedValue(random) as object), cmd: random.pick(['init', 'play', 'seek']) });
  }
}
