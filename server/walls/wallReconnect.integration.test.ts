/** A wall display survives a platform restart (issue 30): its graphql-ws subscription, reconnecting
 *  as the wall display page does, is answered again by the restarted platform with what its display
 *  shows, and follows the next change; its token, kept in the database, still opens its camera.
 *  The page reaches the platform through a fixed address (a TCP relay here), as a wall PC does. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WALL_ERROR } from '../../shared/walls/videoWalls';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

/** A fixed local address relaying to the platform of the moment; `cut()` drops every connection. */
function relay() {
  let target = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    to: (port: number) => void (target = port),
    cut: () => open.forEach((s) => s.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const portOf = (t: TestPlatform) => Number(new URL(t.url).port);

describe.each(testDatabases())('a wall display across a platform restart on $kind', (database) => {
  it('resubscribes and resumes, then follows the next change', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-walls-'));
    const databaseUrl = await database.create();
    const pipe = relay();
    const relayPort = await pipe.listen();
    let t = await startTestPlatform(database, { dataDir, databaseUrl });
    pipe.to(portOf(t));
    const page = new ApiClient(`http://127.0.0.1:${relayPort}`);
    try {
      let admin = new ApiClient(t.url);
      await admin.login('admin', 'admin');
      const created = await admin.graphql<{ createVideoWall: { id: string } }>(
        'mutation { createVideoWall(wall: { name: "Restart", rows: 1, columns: 2 }) { id } }',
      );
      const wallId = created.data!.createVideoWall.id;
      const started = await page.graphql<{ startWallPairing: { code: string; pairingToken: string } }>(
        'mutation { startWallPairing { code pairingToken } }',
      );
      const { code, pairingToken } = started.data!.startWallPairing;
      await admin.graphql(
        'mutation($c: String!, $w: ID!) { acceptWallPairing(code: $c, wallId: $w, displayIndex: 1) { id } }',
        {
          c: code,
          w: wallId,
        },
      );
      const claimed = await page.graphql<{ claimWallDisplayToken: { displayToken: string } }>(
        'mutation($t: String!) { claimWallDisplayToken(pairingToken: $t) { displayToken } }',
        { t: pairingToken },
      );
      const token = claimed.data!.claimWallDisplayToken.displayToken;
      const push = (client: ApiClient, camera: string) =>
        client.graphql(
          'mutation($w: ID!, $c: ID!) { pushCameraToWall(wallId: $w, displayIndex: 1, cameraId: $c) { id } }',
          {
            w: wallId,
            c: camera,
          },
        );
      await push(admin, 'demo-hq-camera-1');

      const follow = page.subscribe<{ wallDisplayChanged: { content: { cameraIds: string[] } } }>(
        `subscription { wallDisplayChanged(displayToken: ${JSON.stringify(token)}) { content { cameraIds } } }`,
        { reconnect: true },
      );
      expect((await follow.next()).data?.wallDisplayChanged.content.cameraIds).toEqual(['demo-hq-camera-1']);

      // The platform stops; the page's connection drops with it.
      await admin.dispose();
      await t.close();
      pipe.cut();
      t = await startTestPlatform(database, { dataDir, databaseUrl });
      pipe.to(portOf(t));

      // Back: the resubscription is answered with what the display shows…
      expect((await follow.next(20_000)).data?.wallDisplayChanged.content.cameraIds).toEqual(['demo-hq-camera-1']);
      // …and it follows the next change made on the restarted platform.
      admin = new ApiClient(t.url);
      await admin.login('admin', 'admin');
      await push(admin, 'demo-hq-camera-2');
      expect((await follow.next()).data?.wallDisplayChanged.content.cameraIds).toEqual(['demo-hq-camera-2']);
      const ticket = await page.graphql<{ wallDisplayMediaTicket: { ticket: string } }>(
        'mutation($t: String!) { wallDisplayMediaTicket(displayToken: $t, cameraId: "demo-hq-camera-2") { ticket } }',
        { t: token },
      );
      expect(ticket.errors?.[0]?.message).not.toBe(WALL_ERROR.NOT_PAIRED);
      expect(ticket.data?.wallDisplayMediaTicket.ticket).toEqual(expect.any(String));
      follow.close();
      await admin.dispose();
    } finally {
      await page.dispose();
      await t.close();
      await pipe.close();
      await database.drop(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
