/** The internal channel between the nodes of a cluster (issue 33; docs/cluster.md): a segment's
 *  init file and data bytes, an export file this node made, a camera's live relay, and a PTZ
 *  command on a dome this node runs or where it points.
 *  Every request must be signed by a node with the cluster's key (NodeCredential): a console's
 *  session or ticket opens none of them, and an unsigned or forged request is answered 401. A
 *  single node (SQLite) has no cluster key and answers every one of them 401. */
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { STREAM_NUMBERS, type StreamNumber } from '../../../shared/video/constants';
import { CLUSTER_PATHS, NODE_CREDENTIAL_HEADER, sendRelay } from '../../cluster';
import { MAX_REMOTE_RANGE_BYTES, type PtzCommand } from '../../media';
import type { Services } from '../../services';

const UNSIGNED = { code: 401, message: 'Not a node of this cluster' } as const;

export function registerClusterRoutes(app: FastifyInstance, services: Services): void {
  const links = services.clusterLinks;
  const media = services.media;
  const signed = async (request: FastifyRequest, body = '') =>
    links?.signedBy(request.headers[NODE_CREDENTIAL_HEADER], request.method, request.url, body);

  app.get<{ Params: { id: string } }>(CLUSTER_PATHS.segmentInit, async (request, reply) => {
    if (!(await signed(request))) return reply.code(401).send(UNSIGNED);
    const bytes = await media.reader.ownFile(request.params.id, 'init');
    if (!bytes) return reply.code(404).send({ code: 404, message: 'Segment not recorded here' });
    return reply.header('content-type', 'application/octet-stream').send(bytes);
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    CLUSTER_PATHS.segmentData,
    async (request, reply) => {
      if (!(await signed(request))) return reply.code(401).send(UNSIGNED);
      const offset = Number(request.query.offset);
      const length = Number(request.query.length);
      if (!Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(length) || length <= 0) {
        return reply.code(400).send({ code: 400, message: 'offset and length should be given' });
      }
      const bytes = await media.reader.ownFile(
        request.params.id,
        'data',
        offset,
        Math.min(length, MAX_REMOTE_RANGE_BYTES),
      );
      if (!bytes) return reply.code(404).send({ code: 404, message: 'Segment not recorded here' });
      return reply.header('content-type', 'application/octet-stream').send(bytes);
    },
  );

  app.get<{ Params: { realm: string; id: string; name: string } }>(CLUSTER_PATHS.exportFile, async (request, reply) => {
    if (!(await signed(request))) return reply.code(401).send(UNSIGNED);
    const { realm, id, name } = request.params;
    const file = await services.exports.ownFile(realm, id, name);
    if (!file || !fs.existsSync(file)) return reply.code(404).send({ code: 404, message: 'File not found' });
    return reply
      .header('content-type', 'video/mp4')
      .header('content-length', String(fs.statSync(file).size))
      .send(fs.createReadStream(file));
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  app.get<{ Querystring: Record<string, unknown> }>(CLUSTER_PATHS.live, async (request, reply) => {
    if (!(await signed(request))) return reply.code(401).send(UNSIGNED);
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
      return reply.code(426).send({ code: 426, message: 'WebSocket upgrade required' });
    }
    const cameraId = String(request.query.camera ?? '');
    const stream = Number(request.query.stream) as StreamNumber;
    const live = STREAM_NUMBERS.includes(stream) ? media.live(cameraId, stream) : undefined;
    if (!live?.init) return reply.code(404).send({ code: 404, message: 'Camera not recorded here' });
    reply.hijack();
    wss.handleUpgrade(request.raw, request.raw.socket, Buffer.alloc(0), (socket) => {
      // The camera's metadata channel with its pictures, when the relaying node asks (issue 31 overlay).
      const marks =
        request.query.marks === '1'
          ? (listener: Parameters<typeof media.metadata.watch>[1]) => media.metadata.watch(cameraId, listener)
          : undefined;
      const stop = sendRelay(socket, live, marks);
      socket.on('close', stop);
      socket.on('error', stop);
      // The relaying node sends nothing: anything it does is not the protocol.
      socket.on('message', () => socket.close(1008, 'unexpected message'));
    });
  });
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });

  app.get<{ Params: { camera: string } }>(CLUSTER_PATHS.ptz, async (request, reply) => {
    if (!(await signed(request))) return reply.code(401).send(UNSIGNED);
    const pan = media.camera(request.params.camera)?.dome?.current.pan;
    if (pan === undefined) return reply.code(404).send({ code: 404, message: 'Dome not run here' });
    return { pan };
  });

  app.post<{ Params: { camera: string } }>(CLUSTER_PATHS.ptz, async (request, reply) => {
    // Signed over the JSON the asking node sent, which parses and prints back to the same text.
    const body = JSON.stringify(request.body ?? null);
    if (!(await signed(request, body))) return reply.code(401).send(UNSIGNED);
    const command = (request.body as { command?: PtzCommand } | null)?.command;
    if (!command || typeof command !== 'object') return reply.code(400).send({ code: 400, message: 'command missing' });
    const camera = await services.deviceDirectory.byId(request.params.camera);
    if (!camera) return reply.code(404).send({ code: 404, message: 'Device not found' });
    return services.ptz.applyHere(camera, command);
  });
}
