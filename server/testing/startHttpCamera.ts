/** A camera that streams over HTTP, for tests of url cameras: each GET is answered with a live
 *  MPEG-TS stream (ffmpeg's test pattern, encoded in real time with the codec asked for) for as long
 *  as the client reads — what the pipeline now opens instead of a local file (issue 27). */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mediaTools } from '../media/sources/mediaTools';

export interface HttpCamera {
  url: string;
  stop(): Promise<void>;
}

export async function startHttpCamera(size: string, codec: string[], fps = 15): Promise<HttpCamera> {
  const encoders = new Set<ChildProcess>();
  const server = http.createServer((request, response) => {
    const encoder = spawn(
      mediaTools.ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${fps}`],
        ...codec,
        ...['-g', String(fps), '-f', 'mpegts', 'pipe:1'],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    encoders.add(encoder);
    encoder.once('close', () => {
      encoders.delete(encoder);
      response.end();
    });
    response.writeHead(200, { 'content-type': 'video/mp2t' });
    encoder.stdout?.pipe(response);
    request.socket.once('close', () => encoder.kill('SIGKILL'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/video.ts`,
    stop: async () => {
      for (const encoder of encoders) encoder.kill('SIGKILL');
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
