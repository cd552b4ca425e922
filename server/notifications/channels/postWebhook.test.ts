/** The webhook channel's one attempt (issue 28) against a real HTTP receiver: a receiver gets at
 *  most MAX_REQUESTS_PER_RECEIVER requests at once, the rest waiting their turn and all delivered;
 *  the platform's stop ends a request the receiver never answers, with the stop's reason; and a
 *  settled request leaves nothing listening on the long-lived stop signal. */
import { getEventListeners } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { postWebhook } from './postWebhook';

jest.setTimeout(20_000);

let server: http.Server | undefined;

/** A receiver that holds each request until `release` is called, counting how many it holds. */
async function holdingReceiver() {
  const held: http.ServerResponse[] = [];
  let most = 0;
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      held.push(response);
      most = Math.max(most, held.length);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    held: () => held.length,
    most: () => most,
    release: () => held.splice(0).forEach((r) => r.writeHead(204).end()),
  };
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('postWebhook', () => {
  it('sends a receiver 32 requests at once at most; the others wait their turn and are all delivered', async () => {
    const receiver = await holdingReceiver();
    const stopping = new AbortController().signal;
    const sends = Array.from({ length: 40 }, (_, i) =>
      postWebhook(receiver.url, 's', `{"n":${i}}`, `d${i}`, 'event', stopping),
    );
    await until(() => receiver.held() >= 32);
    // Given time, no more arrive while those are unanswered.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.held()).toBe(32);
    receiver.release();
    await until(() => receiver.held() === 8);
    receiver.release();
    await expect(Promise.all(sends)).resolves.toHaveLength(40);
    expect(receiver.most()).toBe(32);
  });

  it('ends a request the receiver never answers when the platform stops, and leaves no listener behind', async () => {
    const receiver = await holdingReceiver();
    const stop = new AbortController();
    const answered = postWebhook(receiver.url, 's', '{}', 'answered', 'event', stop.signal);
    await until(() => receiver.held() === 1);
    receiver.release();
    await answered;
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);

    const unanswered = postWebhook(receiver.url, 's', '{}', 'unanswered', 'event', stop.signal);
    await until(() => receiver.held() === 1);
    stop.abort(new Error('The platform is stopping'));
    await expect(unanswered).rejects.toThrow('The platform is stopping');
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  });
});
