/** A CPU profile of the page's main thread through the DevTools protocol, summed into the functions
 *  that took the most time themselves (self time), for the browser benches' BENCH_PROFILE runs. */
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface HotFunction {
  function: string;
  selfMs: number;
  share: number;
}

/** Starts profiling; the function returned stops and answers the `top` functions by self time. */
export async function startCpuProfile(page: Page, top = 20): Promise<() => Promise<HotFunction[]>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = (await session.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };
    };
    await session.detach();
    const sampleMs = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
    const self = new Map<string, number>();
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url.split('/').at(-1) ?? '';
      const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + (node.hitCount ?? 0) * sampleMs);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
    return [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, ms]) => ({
        function: fn,
        selfMs: Number(ms.toFixed(1)),
        share: Number(((100 * ms) / total).toFixed(1)),
      }));
  };
}
