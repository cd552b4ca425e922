/** A camera's sound end to end with real ffmpeg, files and sockets (issue 31): the demo camera with
 *  a microphone records an AAC track beside its pictures (both streams), live and archive play at 1× carry it in
 *  the stream's message format (its header and frames flagged as sound), other speeds carry none,
 *  and an export holds it. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STREAM_NUMBER } from '../../shared/video/constants';
import type { MediaAudioHeader, MediaHeader } from '../../shared/video/mediaFrame';
import { DEMO_AUDIO_CAMERA } from '../sim/seedDemo';
import { ApiClient } from '../testing/apiClient';
import { MediaClient } from '../testing/mediaClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../testing/testPlatform';
import { parseFragment, parseInitSegment } from './fmp4';
import { mediaTools } from './sources/mediaTools';

jest.setTimeout(120_000);

const CAMERA = `demo-hq-camera-${DEMO_AUDIO_CAMERA}`;
const SILENT_CAMERA = 'demo-hq-camera-1';
const MEDIA_URL = 'query($id: ID!) { getMediaURL(cameraId: $id, isLocal: false) { url ticket } }';
const SUBMIT = `mutation($input: VideoRequestInput!) { videoRequestSubmit(input: $input) { id status } }`;
const LIST = `{ videoRequests { id status files { href } } }`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What ffmpeg says of a file's streams, and the mean volume of its sound (dB). */
async function probe(file: string): Promise<{ streams: string[]; meanVolumeDb: number }> {
  const { stderr } = await promisify(execFile)(mediaTools.ffmpeg, [
    ...['-hide_banner', '-i', file, '-map', '0:a:0?', '-af', 'volumedetect', '-f', 'null', '-'],
  ]).catch((err: { stderr: string }) => ({ stderr: err.stderr }));
  const streams = stderr.split('\n').filter((line) => /Stream #0:\d/.test(line));
  const volume = /mean_volume: (-?[\d.]+) dB/.exec(stderr);
  return { streams, meanVolumeDb: volume ? Number(volume[1]) : Number.NEGATIVE_INFINITY };
}

describe.each(testDatabases().slice(0, 1))('a camera with sound on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let dataDir: string;
  const sockets: MediaClient[] = [];
  let recordingFrom = 0;

  const open = async (cameraId: string) => {
    const result = await admin.graphql<{ getMediaURL: { url: string; ticket: string } }>(MEDIA_URL, { id: cameraId });
    const media = result.data?.getMediaURL;
    if (!media) throw new Error(`getMediaURL failed: ${JSON.stringify(result.errors)}`);
    const socket = await MediaClient.open(media.url);
    sockets.push(socket);
    return { socket, ticket: media.ticket };
  };
  const recordedUntil = async () => {
    const row = await t.platform.database.db
      .selectFrom('archive_fragments')
      .select((eb) => eb.fn.max('end_ms').as('end'))
      .where('camera_id', '=', CAMERA)
      .where('stream', '=', STREAM_NUMBER.FULL)
      .executeTakeFirst();
    return Number(row?.end ?? 0);
  };
  const waitRecorded = async (until: number) => {
    const deadline = Date.now() + 30_000;
    while ((await recordedUntil()) < until) {
      if (Date.now() > deadline) throw new Error('the camera did not record in time');
      await sleep(200);
    }
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-audio-'));
    t = await startTestPlatform(database, { media: [CAMERA, SILENT_CAMERA], dataDir });
    recordingFrom = Date.now();
    // Live play of both cameras is asserted within 8 s, the silent one's never waited for otherwise:
    // wait for their ffmpeg, slow to start on a busy machine.
    expect(await waitForLive(t, [CAMERA, SILENT_CAMERA], 60_000)).toBe(true);
    admin = new ApiClient(t.url);
    expect((await admin.login('admin', 'admin')).status).toBe(200);
    await waitRecorded(recordingFrom + 4_000);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await admin.dispose();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('records an AAC track beside the pictures, on the same clock, and ffmpeg reads both', async () => {
    const dir = path.join(dataDir, 'archive', CAMERA, String(STREAM_NUMBER.FULL));
    const base = fs
      .readdirSync(dir)
      .find((f) => f.endsWith('.init.mp4'))
      ?.replace('.init.mp4', '');
    if (!base) throw new Error('no segment recorded');
    const initBytes = fs.readFileSync(path.join(dir, `${base}.init.mp4`));
    const media = fs.readFileSync(path.join(dir, `${base}.m4s`));
    const init = parseInitSegment(initBytes);
    expect(init.audio).toMatchObject({ codec: 'mp4a.40.2', sampleRate: 48_000, channels: 1 });
    const video = parseFragment(media, init);
    const audio = parseFragment(media, init.audio as NonNullable<typeof init.audio>);
    const seconds = (s: { pts: number }[], scale: number) => ((s[s.length - 1]?.pts ?? 0) - (s[0]?.pts ?? 0)) / scale;
    // 1024 samples at 48 kHz: 46.875 frames a second of sound for every second of pictures.
    expect(audio.length / seconds(video, init.timescale)).toBeGreaterThan(40);
    expect(audio.length / seconds(video, init.timescale)).toBeLessThan(52);
    // The sound starts with the pictures (within a frame of sound and one of video).
    expect(Math.abs((audio[0]?.pts ?? 0) - (video[0]?.pts ?? 0)) / init.timescale).toBeLessThan(0.15);

    const file = path.join(dataDir, 'recorded.mp4');
    fs.writeFileSync(file, Buffer.concat([initBytes, media]));
    const { streams, meanVolumeDb } = await probe(file);
    expect(streams.some((s) => /Video: h264/.test(s))).toBe(true);
    expect(streams.some((s) => /Audio: aac.*48000 Hz, mono/.test(s))).toBe(true);
    // The tone, not silence.
    expect(meanVolumeDb).toBeGreaterThan(-30);
  });

  it('sends the sound live after the header that describes it, frames flagged as sound', async () => {
    const { socket, ticket } = await open(CAMERA);
    socket.send({ cmd: 'init', objid: CAMERA, streamid: STREAM_NUMBER.FULL, ticket });
    socket.send({ cmd: 'play' });
    await socket.until(() => socket.frames.filter((f) => f.audio).length >= 20 && socket.frames.some((f) => !f.audio));
    const header = socket.json[0] as unknown as MediaHeader;
    expect(header.audio).toMatchObject<Partial<MediaAudioHeader>>({
      codec: 'mp4a.40.2',
      sampleRate: 48_000,
      numberOfChannels: 1,
    });
    expect(Buffer.from((header.audio as MediaAudioHeader).description, 'base64')).toEqual(Buffer.from([0x11, 0x88]));
    expect(header.mime).toContain('mp4a.40.2');
    const sound = socket.frames.filter((f) => f.audio);
    const pictures = socket.frames.filter((f) => !f.audio);
    expect(pictures[0]?.key).toBe(true);
    // Sound of the pictures' time: live, not seconds apart.
    const newestPicture = pictures[pictures.length - 1]?.pts ?? 0;
    expect(Math.abs((sound[sound.length - 1]?.pts ?? 0) - newestPicture)).toBeLessThan(1_000);
    // Consecutive, 21.33 ms apart.
    const gaps = sound.slice(1).map((f, i) => f.pts - (sound[i]?.pts ?? 0));
    expect(gaps.every((gap) => Math.abs(gap - 1024 / 48) < 1)).toBe(true);

    // The review stream (what Stream Auto plays in a small cell) carries it too.
    const review = await open(CAMERA);
    review.socket.send({ cmd: 'init', objid: CAMERA, streamid: STREAM_NUMBER.REVIEW, ticket: review.ticket });
    review.socket.send({ cmd: 'play' });
    await review.socket.until(() => review.socket.frames.filter((f) => f.audio).length >= 10);
    expect((review.socket.json[0] as unknown as MediaHeader).audio?.codec).toBe('mp4a.40.2');
  });

  it('plays the recorded sound in archive at 1× only, and a camera without sound sends none', async () => {
    const from = recordingFrom + 1_000;
    const atOne = await open(CAMERA);
    atOne.socket.send({
      cmd: 'init',
      objid: CAMERA,
      streamid: STREAM_NUMBER.FULL,
      ticket: atOne.ticket,
      startTime: from,
    });
    atOne.socket.send({ cmd: 'play', speed: 1 });
    await atOne.socket.until(() => atOne.socket.frames.filter((f) => f.audio).length >= 20);
    const sound = atOne.socket.frames.filter((f) => f.audio);
    expect(sound[0]?.pts).toBeGreaterThanOrEqual(from);

    const fast = await open(CAMERA);
    fast.socket.send({
      cmd: 'init',
      objid: CAMERA,
      streamid: STREAM_NUMBER.FULL,
      ticket: fast.ticket,
      startTime: from,
    });
    fast.socket.send({ cmd: 'play', speed: 2 });
    await fast.socket.until(() => fast.socket.frames.length >= 20);
    expect(fast.socket.frames.filter((f) => f.audio)).toHaveLength(0);

    const silent = await open(SILENT_CAMERA);
    silent.socket.send({ cmd: 'init', objid: SILENT_CAMERA, streamid: STREAM_NUMBER.FULL, ticket: silent.ticket });
    silent.socket.send({ cmd: 'play' });
    await silent.socket.until(() => silent.socket.frames.length >= 10);
    expect((silent.socket.json[0] as unknown as MediaHeader).audio).toBeUndefined();
    expect(silent.socket.frames.filter((f) => f.audio)).toHaveLength(0);
  });

  it('puts the sound into an export', async () => {
    const endTime = (await recordedUntil()) - 500;
    const submitted = await admin.graphql<{ videoRequestSubmit: { id: string } }>(SUBMIT, {
      input: { obj: CAMERA, startTime: endTime - 3_000, endTime, isPrivate: false, stream: 'FULL' },
    });
    const id = submitted.data?.videoRequestSubmit.id;
    if (!id) throw new Error(`export refused: ${JSON.stringify(submitted.errors)}`);
    const deadline = Date.now() + 60_000;
    let done: { status: string; files: Array<{ href: string }> } | undefined;
    while (done?.status !== 'COMPLETED') {
      if (Date.now() > deadline || done?.status === 'FAILED') throw new Error(`export is ${done?.status}`);
      await sleep(250);
      const list = await admin.graphql<{ videoRequests: Array<{ id: string; status: string; files: [] }> }>(LIST);
      done = list.data?.videoRequests.find((r) => r.id === id);
    }
    const name = path.basename(done.files[0]?.href ?? '');
    const { streams, meanVolumeDb } = await probe(path.join(dataDir, 'exports', id, name));
    expect(streams.some((s) => /Video: h264/.test(s))).toBe(true);
    expect(streams.some((s) => /Audio: aac/.test(s))).toBe(true);
    expect(meanVolumeDb).toBeGreaterThan(-30);
  });
});
