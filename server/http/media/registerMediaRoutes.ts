/** The media pipeline's HTTP surface: the media WebSocket, REST coverage (/api/cm/coverage),
 *  snapshots, timeline thumbnails and the legacy PTZ route. Every route checks session, realm and camera. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  MEDIA_PATHS,
  MEDIA_WS_PATH,
  MEDIA_WS_PROTOCOL,
  SPEED_OPTIONS,
  STOP_CODE,
  STREAM_NUMBER,
  type StreamNumber,
} from '../../../shared/video/constants';
import type { Services } from '../../services';
import { coverageRequestProblem, parseGranularity } from '../../media/archive/coverageRequestProblem';
import { storageTtlHours } from '../../media/MediaService';
import { MediaSession } from '../../media/streaming/MediaSession';
import { registerAodRoutes } from './registerAodRoutes';
import { registerExportRoutes } from './registerExportRoutes';
import { registerPtzRoute } from './registerPtzRoute';
import { READ_VIDEO } from '../../access/actions';
import { authorize } from '../../access/authorize';
import { sessionMay } from '../../access/sessionMay';
import { sessionSpeeds } from '../../access/sessionSpeeds';
import { restCaller } from '../restCaller';
import { stringQuery } from './stringQuery';

export function registerMediaRoutes(app: FastifyInstance, services: Services): void {
  const media = services.media;

  // Mercurius keeps @fastify/websocket inside its own plugin scope, so this route upgrades its
  // requests itself (after Fastify's hooks have run: preflight's same-origin check included).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  app.get(MEDIA_WS_PATH, (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
      return reply.code(426).send({ code: 426, message: 'WebSocket upgrade required' });
    }
    reply.hijack();
    wss.handleUpgrade(request.raw, request.raw.socket, Buffer.alloc(0), (socket) => serveMedia(socket, services));
  });
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });

  app.get(MEDIA_PATHS.coverage, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return;
    const q = await stringQuery(request, reply);
    if (!q) return;
    authorize(caller, 'device:Read', { type: 'device', id: q.obj });
    const from = Number(q.startTime);
    const to = Number(q.endTime);
    if (!q.obj) return reply.code(400).send({ code: 400, message: 'parameter obj should be specified' });
    if (!Number.isFinite(from) || !Number.isFinite(to)) {
      return reply.code(400).send({ code: 400, message: 'parameter startTime should be specified' });
    }
    const granularity = parseGranularity(q.granularity);
    if ('error' in granularity) return reply.code(400).send({ code: 400, message: granularity.error });
    const { chunkMs } = granularity;
    const streams = parseStreams(q.streams);
    const problem = coverageRequestProblem({ from, to, cameras: 1, streams: streams.length, chunkMs });
    if (problem) return reply.code(400).send({ code: 400, message: problem });
    const camera = await services.deviceDirectory.cameraOfRealm(caller.membership.realmId, q.obj);
    if (!camera) return reply.code(404).send({ code: 404, message: 'Device not found' });
    const location = q.location === 'local' ? 'local' : 'cloud';
    const result = await media.cloud.coverage([camera], streams, from, to, location, chunkMs);
    const times = (items: Array<{ streamNumber: number; time: number }>) =>
      items.map((i) => ({ stream: i.streamNumber, time: i.time }));
    return {
      ttl_hours: storageTtlHours(camera),
      coverage: times(result.coverage),
      partial_coverage: times(result.partialCoverage),
    };
  });

  const image = (kind: 'snapshot' | 'thumbnail') => async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return;
    const q = await stringQuery(request, reply);
    if (!q) return;
    const cameraId = q.obj ?? q.deviceId;
    authorize(caller, 'device:Read', { type: 'device', id: cameraId });
    if (!cameraId) return reply.code(400).send({ code: 400, message: 'parameter obj should be specified' });
    const seconds = q.time === undefined || q.time === '' ? undefined : Number(q.time);
    if (seconds !== undefined && !Number.isFinite(seconds)) {
      return reply.code(400).send({ code: 400, message: 'parameter time could not be parsed' });
    }
    if (kind === 'thumbnail' && seconds === undefined) {
      return reply.code(400).send({ code: 400, message: 'parameter time should be specified' });
    }
    const camera = await services.deviceDirectory.cameraOfRealm(caller.membership.realmId, cameraId);
    if (!camera) return reply.code(404).send({ code: 404, message: 'Device not found' });
    // A full snapshot queue throws a busy DomainError: 503 with retry-after from the error handler.
    const found =
      kind === 'thumbnail'
        ? await media.snapshots.thumbnail(camera.id, Math.floor(seconds as number))
        : seconds === undefined
          ? await media.snapshots.latest(camera.id)
          : await media.snapshots.snapshot(camera.id, seconds * 1000);
    if (!found) return reply.code(404).send({ code: 404, message: 'Video unavailable' });
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=60')
      .header('x-snapshot-time', String(found.createdAt))
      .send(found.jpeg);
  };
  app.get(MEDIA_PATHS.snapshot, image('snapshot'));
  app.get(MEDIA_PATHS.thumbnail, image('thumbnail'));
  registerPtzRoute(app, services);
  registerExportRoutes(app, services);
  registerAodRoutes(app, services);
}

function serveMedia(socket: WebSocket, services: Services): void {
  const media = services.media;
  if (socket.protocol !== MEDIA_WS_PROTOCOL) {
    socket.close(1002, `Sub-protocol ${MEDIA_WS_PROTOCOL} required`);
    return;
  }
  const session = new MediaSession(socket, {
    tickets: media.tickets,
    reader: media.reader,
    live: (cameraId, stream) => media.live(cameraId, stream),
    // In a cluster (issue 33): a camera another node records is relayed from it.
    ...(services.clusterLinks && { relay: services.clusterLinks.relays.open.bind(services.clusterLinks.relays) }),
    // The overlay's boxes (issue 31) go with the pictures of the camera the ticket allows.
    metadata: {
      watch: (cameraId, listener) => media.metadata.watch(cameraId, listener),
      range: (cameraId, from, to) => media.metadata.range(cameraId, from, to),
    },
    archiveAvailable: async (cameraId, stream, time, isLocal) => {
      if (isLocal) return true;
      const camera = await services.deviceDirectory.byId(cameraId);
      return camera ? media.cloud.holds(camera, stream, time) : false;
    },
    // Spec 2 §4 restartFile: what only the avatar holds is fetched for a user who may request
    // archive-on-demand of the camera; a wall display's token asks for no archive.
    fetchFile: async (grant, stream, time) => {
      if (services.walls.displays.isDisplaySession(grant.sessionId)) return false;
      if (!(await sessionMay(services, grant, 'videoRequest:Create', { type: 'device', id: grant.cameraId }))) {
        return false;
      }
      const camera = await services.deviceDirectory.byId(grant.cameraId);
      if (!camera) return false;
      return services.aod.files.fetch(camera.id, camera.parentId, stream, time);
    },
    // A wall display's tickets (issue 30) are granted to its display token, not to a session: its
    // media lasts while the display is paired and shows the camera (asked again on wall changes).
    sessionAlive: (sessionId) =>
      services.walls.displays.isDisplaySession(sessionId)
        ? services.walls.displays.displaySessionMayWatch(sessionId)
        : services.sessions.isAlive(sessionId),
    watchSession: (sessionId, ended) => {
      if (services.walls.displays.isDisplaySession(sessionId)) return () => undefined;
      const connection = services.sessionConnections.attach(sessionId, ended);
      return () => connection.detach();
    },
    cameraRealm: (cameraId) => services.deviceDirectory.realmOfCamera(cameraId),
    // Issue 27: a ticket issued before a DENY opens nothing, and an open stream ends after one.
    mayWatch: (grant) =>
      services.walls.displays.isDisplaySession(grant.sessionId)
        ? services.walls.displays.displaySessionMayWatch(grant.sessionId, grant.cameraId)
        : sessionMay(services, grant, READ_VIDEO, { type: 'device', id: grant.cameraId }),
    // Spec 2 §6: the user's limitedSpeedList, as it is when they ask; a wall display plays live.
    speedsOf: async (grant) =>
      services.walls.displays.isDisplaySession(grant.sessionId) ? SPEED_OPTIONS : sessionSpeeds(services, grant),
    // A wall display's media hangs on its own display alone (its token is its authority, not a
    // policy): a command to one display asks again for that display's cameras only, where every
    // wall stream of the realm once read its display and wall at each change to any wall.
    watchAccess: (grant, changed) =>
      services.walls.displays.isDisplaySession(grant.sessionId)
        ? services.walls.displays.watchDisplaySession(grant.sessionId, changed)
        : services.access.policyEngine.watch(grant.realmId, changed),
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) return session.stop(STOP_CODE.INVALID_REQUEST);
    void session.onMessage(Buffer.isBuffer(data) ? data.toString() : String(data));
  });
  const closed = services.prometheus.mediaSocketOpened();
  socket.on('close', () => {
    closed();
    session.dispose();
  });
  socket.on('error', () => {
    closed();
    session.dispose();
  });
}

/** FULL, REVIEW or stream numbers, comma-separated; FULL when absent. */
function parseStreams(value: string | undefined): StreamNumber[] {
  if (!value) return [STREAM_NUMBER.FULL];
  const streams = new Set<StreamNumber>();
  for (const part of value.split(',').map((p) => p.trim().toUpperCase())) {
    if (part === 'FULL' || part === '1') streams.add(STREAM_NUMBER.FULL);
    if (part === 'REVIEW' || part === '0') streams.add(STREAM_NUMBER.REVIEW);
  }
  return streams.size ? [...streams] : [STREAM_NUMBER.FULL];
}
