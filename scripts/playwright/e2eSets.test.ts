/** npm test's end-to-end suite in a timing set, an analytics set and the rest (issue 35):
 *  scripts/playwright/e2eSets.cjs. */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sets = require('./e2eSets.cjs') as {
  TIMING_SPECS: string[];
  ANALYTICS_SPECS: string[];
  timingGrep: () => string;
  analyticsGrep: () => string;
};

const specDir = path.resolve(__dirname, '..', '..', 'test', 'e2e');
/** As Playwright greps a test: project, spec file, describe titles, test title and tags. */
const inTiming = (title: string) => new RegExp(sets.timingGrep(), 'i').test(title);
const inAnalytics = (title: string) => new RegExp(sets.analyticsGrep(), 'i').test(title);

describe('the end-to-end sets', () => {
  it('names spec files that exist, so none leaves its set by a rename', () => {
    for (const spec of [...sets.TIMING_SPECS, ...sets.ANALYTICS_SPECS]) {
      expect(fs.existsSync(path.join(specDir, spec))).toBe(true);
    }
  });

  it('puts a timing spec file on both projects in the timing set, and no other file', () => {
    expect(
      inTiming('chromium video.spec.ts the video area a 2x2 live view plays four cameras at once @player-path'),
    ).toBe(true);
    expect(inTiming('main-thread-player videoIntegrity.spec.ts archive integrity under CPU stress')).toBe(true);
    expect(inTiming('chromium vmx.spec.ts video walls in the console (issue 30) an administrator adds a wall')).toBe(
      true,
    );
    expect(inTiming('main-thread-player videoWidgets.spec.ts video widgets in a view a Video Touring widget')).toBe(
      false,
    );
    expect(inTiming('chromium geoMap.spec.ts geographic map opens on the offline base map')).toBe(false);
  });

  it('leaves the event list’s tests, the motion one too, to the rest', () => {
    expect(inTiming('chromium events.spec.ts events a motion in a demo camera joins the open live list')).toBe(false);
    expect(inAnalytics('chromium events.spec.ts events a motion in a demo camera joins the open live list')).toBe(
      false,
    );
  });

  it('puts the specs that look at the analytics cameras in the analytics set, and no timing test', () => {
    expect(inAnalytics('chromium faces.spec.ts faces and the Facial watchlist (issue 32) an enrolled portrait')).toBe(
      true,
    );
    expect(inAnalytics('chromium watchlists.spec.ts watchlists and plate reads (issue 32) the gate')).toBe(true);
    expect(inAnalytics('chromium reports.spec.ts reports (issue 29) a camera’s last hour')).toBe(false);
    for (const spec of sets.ANALYTICS_SPECS) expect(inTiming(`chromium ${spec} a test`)).toBe(false);
  });
});
