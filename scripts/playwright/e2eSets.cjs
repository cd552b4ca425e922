// npm test's end-to-end suite in three sets (issue 35: CI under 20 minutes; runE2eSet.mjs). The
// timing set judges real-time video and audio against the clock — a picture painted within 2 s, a
// tone heard, frames painted under CPU stress, how late live is — and runs at normal priority with
// the cores to itself, last. The rest (administration forms, maps, access, reports, events,
// sign-in…) only waits for what it checks, so it runs beside jest's alone pass at the lowest
// priority, on idle cores: two runs side by side at one priority made the timing tests fail by
// turns, and on a machine half as fast the timing set alone fills both cores, where the rest
// beside it at the lowest priority got nothing and timed out. Spec files are named from test/e2e.
// A time the platform keeps that is not the picture's own (a motion listed within 2 s of its frame)
// is a benchmark's to judge (bench/motionToList.ts); its test waits for what it checks, in the rest.
const TIMING_SPECS = [
  // Live plays and its clock moves on; Analytics Markup's box on the crossing object, frame for
  // frame; a stall's hole in the timeline; each on both player paths.
  'video.spec.ts',
  // Every frame painted under CPU stress is the recorded frame at its time.
  'videoIntegrity.spec.ts',
  // A starved cell says 'Behind live' and comes back within the live bound.
  'liveLag.spec.ts',
  // The camera's tone is heard once unmuted, over Cloud and Local.
  'audio.spec.ts',
  // Local (WebRTC) takes over from the cloud while playing.
  'localTransport.spec.ts',
  // A camera pushed to a wall display paints (its time told beside the test; bench/walls judges it).
  'videoWalls.spec.ts',
  'vmx.spec.ts',
];

// The analytics set: the tests that look at the demo's analytics cameras (the gate's plates, the
// lobby's faces). Only its platform runs them: their scenes and engines cost an idle platform half a
// core (bench/idlePlatform.ts), which every other set's tests waited behind. It runs after the rest,
// on the same terms.
const ANALYTICS_SPECS = ['faces.spec.ts', 'watchlists.spec.ts'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every test of a spec file, by its grep title's file name. */
const specGrep = (spec) => `(^| )${escape(spec)} `;

/** A regular expression's source matching the timing set's tests by Playwright's grep title
 *  (project, spec file, describe titles, test title, tags; joined by spaces). */
function timingGrep() {
  return TIMING_SPECS.map(specGrep).join('|');
}

/** The analytics set's tests by the same grep title. */
function analyticsGrep() {
  return ANALYTICS_SPECS.map(specGrep).join('|');
}

module.exports = { TIMING_SPECS, ANALYTICS_SPECS, timingGrep, analyticsGrep };
