/** A camera behind a real RTSP server, for the camera fault suite: GStreamer's RTSP server
 *  (rtspServer.py, Debian's gir1.2-gst-rtsp-server-1.0) fed over RTP by an ffmpeg encoder, with
 *  the faults field cameras show: a stall, a dropped connection, garbage instead of video, and a
 *  new resolution mid-stream. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import path from 'node:path';
import { mediaTools } from '../../media/sources/mediaTools';
import { freePort } from '../platformProcess';

/** Debian's interpreter: python3-gi is installed for it, not for another python3 on PATH. */
const PYTHON = '/usr/bin/python3';
const DEBIAN_PACKAGES = 'python3-gi gir1.2-gst-rtsp-server-1.0 gstreamer1.0-plugins-good';
const SERVER_SCRIPT = path.join(__dirname, 'rtspServer.py');
const START_TIMEOUT_MS = 10_000;
const FPS = 10;
/** How often the garbage source sends a datagram: about the rate of the real video's packets. */
const GARBAGE_EVERY_MS = 10;

export interface Resolution {
  width: number;
  height: number;
}

export interface RtspCamera {
  url: string;
  /** The encoder freezes (SIGSTOP): the connection stays open, no video comes. */
  stall(): void;
  resume(): void;
  /** The RTSP server goes away with its connections; restore() brings it back on the same port. */
  drop(): Promise<void>;
  restore(): Promise<void>;
  /** For `ms`, random bytes (not RTP) come instead of the encoder's RTP; then the encoder again. */
  garbage(ms: number): Promise<void>;
  /** The encoder restarts at another resolution; the connection stays. */
  resize(size: Resolution): Promise<void>;
  /** The encoder restarts at another frame rate (a throttled camera); the connection stays. */
  throttle(fps: number): Promise<void>;
  stop(): Promise<void>;
}

async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(resolve));
  return port;
}

async function ended(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await gone;
}

/** A login the camera asks for (HTTP Basic over RTSP). */
export interface RtspCredentials {
  user: string;
  password: string;
}

async function startServer(port: number, feedPort: number, login?: RtspCredentials): Promise<ChildProcess> {
  const args = [SERVER_SCRIPT, String(port), String(feedPort), ...(login ? [login.user, login.password] : [])];
  const child = spawn(PYTHON, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('the RTSP server did not start in time')), START_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message} (apt-get install ${DEBIAN_PACKAGES})\n${output}`));
    };
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('listening')) return;
      clearTimeout(timer);
      resolve(child);
    });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`the RTSP server exited (${code})`)));
  });
}

/** What the camera films: a lavfi graph for a size and frame rate (ffmpeg's test pattern by default). */
export type RtspScene = (size: Resolution, fps: number) => string;

const TEST_PATTERN: RtspScene = (size, fps) => `testsrc2=s=${size.width}x${size.height}:r=${fps}`;

function startEncoder(feedPort: number, size: Resolution, scene: RtspScene, fps = FPS): ChildProcess {
  return spawn(
    mediaTools.ffmpeg,
    [
      ...['-hide_banner', '-nostats', '-loglevel', 'error', '-re', '-f', 'lavfi'],
      ...['-i', scene(size, fps)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(fps)],
      ...['-f', 'rtp', `rtp://127.0.0.1:${feedPort}`],
    ],
    { stdio: 'ignore' },
  );
}

export async function startRtspCamera(
  size: Resolution,
  login?: RtspCredentials,
  scene: RtspScene = TEST_PATTERN,
): Promise<RtspCamera> {
  const port = await freePort();
  const feedPort = await freeUdpPort();
  let server: ChildProcess | undefined = await startServer(port, feedPort, login);
  let encoder = startEncoder(feedPort, size, scene);
  return {
    url: `rtsp://127.0.0.1:${port}/camera`,
    stall: () => encoder.kill('SIGSTOP'),
    resume: () => encoder.kill('SIGCONT'),
    drop: async () => {
      await ended(server);
      server = undefined;
    },
    restore: async () => {
      server ??= await startServer(port, feedPort, login);
    },
    garbage: async (ms) => {
      await ended(encoder);
      const socket = dgram.createSocket('udp4');
      const timer = setInterval(() => {
        const packet = randomBytes(1_200);
        // Never RTP version 2 by chance: random bytes that passed as RTP would reach the camera's
        // client as H.264 units, which only a decoder could tell from video.
        packet[0] = (packet[0] ?? 0) & 0x3f;
        socket.send(packet, feedPort, '127.0.0.1');
      }, GARBAGE_EVERY_MS);
      await new Promise((resolve) => setTimeout(resolve, ms));
      clearInterval(timer);
      socket.close();
      encoder = startEncoder(feedPort, size, scene);
    },
    resize: async (next) => {
      await ended(encoder);
      encoder = startEncoder(feedPort, next, scene);
    },
    throttle: async (fps) => {
      await ended(encoder);
      encoder = startEncoder(feedPort, size, scene, fps);
    },
    stop: async () => {
      encoder.kill('SIGCONT');
      await Promise.all([ended(encoder), ended(server)]);
    },
  };
}
