/** The camera side of the tiles' glass to glass (issue 37): a probe viewer per camera on the
 *  platform's media socket, in the bench's own process (no browser, no decoding), over the tile
 *  run's window. For each live picture: how late the platform says it sent it after its capture
 *  time (the demo encoder's and the platform's share), and how late it arrived here (that plus the
 *  socket). A tile's glass to glass less its camera's arrival is the workstation's share. */
import { MEDIA_WS_PATH, STREAM_NUMBER } from '../../shared/video/constants';
import { MediaClient } from '../../server/testing/mediaClient';
import type { ConsoleSession } from './consoleSession';
import { percentile } from './stats';

const MEDIA_URL = 'mutation($id: ID!) { issueMediaUrl(cameraId: $id) { ticket } }';
/** The platform closes a media socket that sends nothing for longer (heartbeats). */
const HEARTBEAT_MS = 5_000;

export interface CameraSideReading {
  deviceId: string;
  frames: number;
  /** Platform's send time less capture time (ms); null when the platform does not say. */
  sentLateP50: number | null;
  sentLateP95: number | null;
  /** Arrival at the probe less capture time (ms): the camera side of glass to glass. */
  arrivedLateP50: number | null;
  arrivedLateP95: number | null;
}

export interface CameraSideProbe {
  /** Starts counting (frames before it, such as the first GOP sent at once, are left out). */
  start(): void;
  /** Stops the viewers and gives each camera's figures. */
  stop(): CameraSideReading[];
}

const round = (value: number) => Number(value.toFixed(1));
const p = (values: number[], at: number) =>
  values.length
    ? round(
        percentile(
          [...values].sort((a, b) => a - b),
          at,
        ),
      )
    : null;

/** Opens one live viewer of the full stream per camera; resolves once each has a first picture. */
export async function probeCameraSide(session: ConsoleSession, cameras: readonly string[]): Promise<CameraSideProbe> {
  const url = `${session.serverUrl.replace(/^http/, 'ws')}${MEDIA_WS_PATH}`;
  const viewers = await Promise.all(
    [...new Set(cameras)].map(async (camera) => {
      const answer = await session.graphql<{ issueMediaUrl: { ticket: string } }>(MEDIA_URL, { id: camera });
      const socket = await MediaClient.open(url);
      socket.send({ cmd: 'init', objid: camera, streamid: STREAM_NUMBER.FULL, ticket: answer.issueMediaUrl.ticket });
      socket.send({ cmd: 'play', speed: 1 });
      await socket.until(() => socket.frames.length > 0, 60_000, `live pictures of ${camera}`);
      return { camera, socket, from: 0 };
    }),
  );
  const heartbeat = setInterval(() => viewers.forEach((v) => v.socket.send({})), HEARTBEAT_MS);
  return {
    start() {
      viewers.forEach((v) => (v.from = v.socket.messages.length));
    },
    stop() {
      clearInterval(heartbeat);
      return viewers.map(({ camera, socket, from }) => {
        socket.close();
        const pictures = socket.messages
          .slice(from)
          .flatMap((m) => (m.kind === 'frame' && !m.frame.audio && !m.frame.metadata ? [m] : []));
        const sent = pictures.flatMap((m) =>
          m.kind === 'frame' && m.frame.sentLateMs !== undefined ? [m.frame.sentLateMs] : [],
        );
        const arrived = pictures.map((m) => (m.kind === 'frame' ? m.at - m.frame.pts : Number.NaN));
        return {
          deviceId: camera,
          frames: pictures.length,
          sentLateP50: p(sent, 50),
          sentLateP95: p(sent, 95),
          arrivedLateP50: p(arrived, 50),
          arrivedLateP95: p(arrived, 95),
        };
      });
    },
  };
}
