import { afterSessionEnd, type AfterEnd, type EndContext, type SessionEnd } from './afterSessionEnd';

const liveFull: EndContext = { mode: 'live', isLocal: false, stream: 'FULL', streamNumber: 1 };
const archive: EndContext = { ...liveFull, mode: 'archive' };
const autoReview: EndContext = { mode: 'live', isLocal: false, stream: 'AUTO', streamNumber: 0 };

describe('afterSessionEnd (spec 2 §4)', () => {
  it.each<[string, SessionEnd, EndContext, AfterEnd]>([
    [
      'stream stopped: stop, reconnect after 2 s',
      { kind: 'stop', code: 50001, text: 'Stream stopped unexpectedly' },
      liveFull,
      { stop: { code: 50001, text: 'Stream stopped unexpectedly' }, restartMs: 2000 },
    ],
    [
      'avatar offline: reconnect after 5 s',
      { kind: 'stop', code: 50011, text: 'Avatar offline' },
      liveFull,
      { stop: { code: 50011, text: 'Avatar offline' }, restartMs: 5000 },
    ],
    [
      'invalid request: final',
      { kind: 'stop', code: 59000, text: 'Invalid request' },
      liveFull,
      { stop: { code: 59000, text: 'Invalid request' } },
    ],
    [
      'video unavailable in cloud archive: restart over the file transport at once',
      { kind: 'stop', code: 50003, text: 'Video unavailable' },
      archive,
      { restartFile: true, restartMs: 0 },
    ],
    [
      'video unavailable over the file transport: stays stopped',
      { kind: 'stop', code: 50003, text: 'Video unavailable' },
      { ...archive, file: true },
      { stop: { code: 50003, text: 'Video unavailable' } },
    ],
    [
      'video unavailable in local archive: reconnect after 5 s, never the file transport',
      { kind: 'stop', code: 50003, text: 'Video unavailable' },
      { ...archive, isLocal: true },
      { stop: { code: 50003, text: 'Video unavailable' }, restartMs: 5000 },
    ],
    [
      'video unavailable on the Auto review stream: play FULL at once',
      { kind: 'stop', code: 50003, text: 'Video unavailable' },
      autoReview,
      { reviewMissing: true, restartMs: 0 },
    ],
    ['end of archive', { kind: 'event', event: 'EOA' }, archive, { stop: { code: 59001, text: 'End of archive' } }],
    ['end of stream', { kind: 'event', event: 'EOS' }, liveFull, { stop: { code: 59002, text: 'End of stream' } }],
    ['end of chunk', { kind: 'event', event: 'EOC' }, archive, { stop: { code: 59003, text: 'End of chunk' } }],
    ['socket closed (1001): notice, 1 s', { kind: 'closed', code: 1001 }, liveFull, { restartMs: 1000 }],
    ['socket closed abnormally (1006): 5 s', { kind: 'closed', code: 1006 }, liveFull, { restartMs: 5000 }],
    [
      'media URL failed: stop, retry after 5 s',
      { kind: 'requestFailed', text: 'Failed to fetch' },
      liveFull,
      { stop: { code: 50000, text: 'Failed to fetch' }, restartMs: 5000 },
    ],
    [
      'local failure: stop and remember',
      { kind: 'localFailed', avatarId: 'av', text: 'Failed to open local stream: Connection timed out' },
      liveFull,
      {
        stop: { code: 50000, text: 'Failed to open local stream: Connection timed out' },
        localFailure: { avatarId: 'av', text: 'Failed to open local stream: Connection timed out' },
      },
    ],
    [
      'unsupported codec: final',
      { kind: 'final', code: 59004, text: 'Unsupported MIME type or codec: video/x' },
      liveFull,
      { stop: { code: 59004, text: 'Unsupported MIME type or codec: video/x' } },
    ],
  ])('%s', (_name, end, context, expected) => {
    expect(afterSessionEnd(end, context)).toEqual(expected);
  });
});
