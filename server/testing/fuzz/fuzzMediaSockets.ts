/** The fault suite's media part: sockets opened with a fresh ticket (half of them, so play, pause
 *  and seek reach a live session) or a spent one, each sent a few malformed messages; every JSON
 *  answer must be a stream header, a seek or stream event, or a `{code, error}` stop. */
import { STOP_CODE } from '../../../shared/video/constants';
import { MediaClient } from '../mediaClient';
import { driveConcurrently } from './driveConcurrently';
import { mediaFuzzMessage } from './mediaFuzzMessage';
import type { Random } from './seededRandom';

const MESSAGES_PER_SOCKET = 6;
const LOOPS = 4;

export interface MediaFuzzFigures {
  sockets: number;
  messages: number;
  /** Stop codes answered, by code. */
  codes: Record<string, number>;
  problems: string[];
}

export async function fuzzMediaSockets(options: {
  random: Random;
  most: number;
  ms: number;
  cameraId: string;
  /** A ticket already redeemed. */
  spentTicket: string;
  spentUrl: string;
  issue: () => Promise<{ url: string; ticket: string }>;
}): Promise<MediaFuzzFigures> {
  const { random, cameraId, spentTicket } = options;
  const figures: MediaFuzzFigures = { sockets: 0, messages: 0, codes: {}, problems: [] };
  await driveConcurrently(LOOPS, options.most, options.ms, async (i) => {
    const fresh = random.chance(0.5) ? await options.issue() : undefined;
    const client = await MediaClient.open(fresh?.url ?? options.spentUrl);
    figures.sockets += 1;
    if (fresh) client.send({ cmd: 'init', objid: cameraId, streamid: 1, ticket: fresh.ticket });
    for (let m = 0; m < MESSAGES_PER_SOCKET && !client.closed; m += 1) {
      client.send(mediaFuzzMessage(random, { cameraId, spentTicket }));
      figures.messages += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.close();
    await client.until(() => client.closed, 5000, 'the socket to close');
    for (const json of client.json) {
      const known = 'mime' in json || 'seeked' in json || 'event' in json;
      const refusal = typeof json.code === 'number' && typeof json.error === 'string' && json.error !== '';
      if (refusal) figures.codes[String(json.code)] = (figures.codes[String(json.code)] ?? 0) + 1;
      if (!known && !refusal) figures.problems.push(`media #${i}: ${JSON.stringify(json).slice(0, 200)}`);
      if (refusal && json.code === STOP_CODE.INTERNAL_ERROR) figures.problems.push(`media #${i}: internal error`);
    }
  });
  return figures;
}
