/** The page bench/maps.ts drives in Chromium: the console's own map layers (DeviceLayer with
 *  device clusters and view cones, TargetLayer with tracks) on a Leaflet map, with hooks the bench
 *  calls to fill them and to pan and zoom. Bundled by esbuild at bench time; a .tsx file so the
 *  test project, which type-checks the benches, leaves it to the bundler (it imports renderer code). */
import L from '../../renderer/features/geo-map/leaflet';
import { DeviceLayer, type MapDevice } from '../../renderer/features/geo-map/DeviceLayer';
import { TargetLayer } from '../../renderer/features/geo-map/TargetLayer';
import { mergeTargetReports, type TargetTracks } from '../../renderer/features/geo-map/targetTracks';

const CENTER = { lat: 52.2297, lng: 21.0122 };

declare global {
  interface Window {
    mapBench: {
      addDevices(count: number): void;
      startTargets(count: number, hz: number): void;
      stopTargets(): void;
      panZoom(steps: number): Promise<Frames>;
      idle(ms: number): Promise<Frames>;
    };
  }
}

const container = document.createElement('div');
container.style.width = '1280px';
container.style.height = '720px';
document.body.appendChild(container);
const map = L.map(container, { maxZoom: 19 }).setView([CENTER.lat, CENTER.lng], 14);
let devices: DeviceLayer | null = null;
let targets: TargetLayer | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

/** What a measured stretch of frames answers, ms: the interval from each frame to the next (16.7
 *  at 60 Hz when none is dropped), and each frame's time, from its start (the animation frame's
 *  timestamp) until the main thread has run its callbacks, style, layout and paint and can take the
 *  next task, which includes any task that held the frame back. */
interface Frames {
  intervals: number[];
  frameTimes: number[];
}

/** Frames while `work` runs. */
function frames(work: (done: () => void) => void): Promise<Frames> {
  return new Promise((resolve) => {
    const measured: Frames = { intervals: [], frameTimes: [] };
    const after = new MessageChannel();
    const started: number[] = [];
    // A message posted in a frame's callback runs as the next task, after the frame is rendered.
    after.port1.onmessage = () => {
      const start = started.shift();
      if (start !== undefined) measured.frameTimes.push(performance.now() - start);
    };
    let last = performance.now();
    let running = true;
    const tick = (now: number) => {
      measured.intervals.push(now - last);
      last = now;
      started.push(now);
      after.port2.postMessage(null);
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
    work(() => {
      running = false;
      // The last frame's message is still to come.
      setTimeout(() => {
        after.port1.close();
        resolve(measured);
      }, 50);
    });
  });
}

window.mapBench = {
  addDevices(count) {
    devices ??= new DeviceLayer(map);
    const list: MapDevice[] = [];
    for (let i = 0; i < count; i += 1) {
      // Spread over about 10 km around the centre, a view cone on every camera.
      const angle = i * 2.399963;
      const r = 0.05 * Math.sqrt(i / count);
      list.push({
        id: `d${i}`,
        name: `Device ${i}`,
        deviceType: i % 10 === 0 ? 'sensor' : 'camera',
        position: { lat: CENTER.lat + r * Math.cos(angle), lng: CENTER.lng + r * 1.6 * Math.sin(angle) },
        cameraView: { fieldOfView: 60 + (i % 5) * 20, northOffsetAngle: (i * 37) % 360, viewDistance: 60 },
      });
    }
    devices.setDevices(list);
  },
  startTargets(count, hz) {
    targets ??= new TargetLayer(map);
    let tracks: TargetTracks = new Map();
    let n = 0;
    const step = () => {
      n += 1;
      const reports = Array.from({ length: count }, (_, i) => ({
        targetId: `t${i}`,
        type: 'person',
        modifiedAt: n,
        position: {
          lat: CENTER.lat + 0.01 * Math.sin(i) + 0.0002 * Math.cos(n / 5 + i),
          lng: CENTER.lng + 0.016 * Math.cos(i) + 0.0002 * Math.sin(n / 5 + i),
        },
      }));
      tracks = mergeTargetReports(tracks, reports);
      targets?.setTracks(tracks);
    };
    step();
    timer = setInterval(step, 1000 / hz);
  },
  stopTargets() {
    clearInterval(timer);
  },
  panZoom(steps) {
    return frames((done) => {
      let i = 0;
      const next = () => {
        if (i >= steps) return done();
        i += 1;
        if (i % 4 === 0) map.setZoom(map.getZoom() === 14 ? 15 : 14, { animate: true });
        else map.panBy([i % 8 < 4 ? 120 : -120, i % 3 === 0 ? 60 : -60], { animate: true, duration: 0.25 });
        setTimeout(next, 300);
      };
      next();
    });
  },
  idle(ms) {
    return frames((done) => setTimeout(done, ms));
  },
};
