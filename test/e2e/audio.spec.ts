// A camera's sound in the console (issue 31): in a multi-cell view it starts muted; on the focused
// cell the operator unmutes it and the camera's 440 Hz tone plays, then mutes it and it is silent —
// over the cloud's media socket, and over the local (WebRTC) transport, whose data channel carries
// the sound beside the pictures.
// The test listens where the console's sound leaves for the speakers: an analyser tapped onto every
// connection to the AudioContext's destination (installed before the console loads), so it hears
// what an operator would, not what the console says it plays.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PLAYER_CONNECTION_STORAGE_KEY } from '../../shared/shell/constants';
import { openWorkspace } from './logIn';
import { cells, dropCamera, expectPlaying, HQ_CAMERAS } from './video';
import { allowTime, E2E_PATIENCE } from './patience';

/** The demo camera with a microphone (server/sim/seedDemo.ts DEMO_AUDIO_CAMERA) and its tone. */
const CAMERA = HQ_CAMERAS[1]!;
const TONE_HZ = 440;

interface Heard {
  rms: number;
  peakHz: number;
}

/** Taps every node connected to an AudioContext's destination into one analyser (kept on window). */
function installSoundTap(): void {
  // Both of connect's overloads in one signature, so the tap can call it with a node.
  const connect = AudioNode.prototype.connect as (
    this: AudioNode,
    destination: AudioNode | AudioParam,
    ...rest: number[]
  ) => AudioNode | undefined;
  const tapped = new WeakSet<AudioNode>();
  AudioNode.prototype.connect = function (this: AudioNode, destination: AudioNode | AudioParam, ...rest: number[]) {
    if (destination instanceof AudioDestinationNode && !tapped.has(this)) {
      tapped.add(this);
      const context = this.context;
      const holder = window as unknown as { soundTap?: AnalyserNode };
      if (!holder.soundTap || holder.soundTap.context !== context) {
        const analyser = context.createAnalyser();
        analyser.fftSize = 8192;
        // Pulled by the graph through a silent path, so it analyses whether or not anyone hears it.
        const silent = context.createGain();
        silent.gain.value = 0;
        connect.call(analyser, silent);
        connect.call(silent, context.destination);
        holder.soundTap = analyser;
      }
      connect.call(this, holder.soundTap);
    }
    return connect.call(this, destination, ...rest);
  } as typeof AudioNode.prototype.connect;
}

async function heard(page: Page): Promise<Heard | null> {
  return page.evaluate(() => {
    const tap = (window as unknown as { soundTap?: AnalyserNode }).soundTap;
    if (!tap || tap.context.state !== 'running') return null;
    const samples = new Float32Array(tap.fftSize);
    tap.getFloatTimeDomainData(samples);
    const rms = Math.sqrt(samples.reduce((sum, v) => sum + v * v, 0) / samples.length);
    const bins = new Float32Array(tap.frequencyBinCount);
    tap.getFloatFrequencyData(bins);
    let peak = 0;
    bins.forEach((value, i) => {
      if (value > (bins[peak] as number)) peak = i;
    });
    return { rms, peakHz: (peak * tap.context.sampleRate) / tap.fftSize };
  });
}

/** What the tap hears, in words: the camera's tone (within two analyser bins), silence or else what. */
function describe(sound: Heard | null): string {
  if (!sound) return 'no sound output';
  if (sound.rms < 0.001) return 'silence';
  const near = Math.abs(sound.peakHz - TONE_HZ) < 12;
  return near && sound.rms >= 0.01
    ? `tone of ${TONE_HZ} Hz`
    : `rms ${sound.rms.toFixed(3)} peak ${Math.round(sound.peakHz)} Hz`;
}

/** What the tap hears, and when it is not the tone, what the cell measured of its sound: the share
 *  of pictures whose sound was heard and the A/V offsets (the failure then says which way it went). */
async function heardBeside(page: Page, cell: Locator): Promise<string> {
  const sound = describe(await heard(page));
  if (sound === `tone of ${TONE_HZ} Hz`) return sound;
  const figures = await Promise.all(
    ['data-av-heard-percent', 'data-av-offset-p50-ms', 'data-av-offset-abs-p95-ms'].map((name) =>
      cell.getAttribute(name),
    ),
  );
  return `${sound}; the cell: heard ${figures[0]} %, offset p50 ${figures[1]} ms, |offset| p95 ${figures[2]} ms`;
}

for (const connection of ['Cloud', 'Local'] as const) {
  test(`over ${connection}, a camera with sound is muted in a multi-cell view, heard once unmuted on the focused cell, silent when muted again`, async ({
    page,
  }) => {
    allowTime(60_000);
    await page.addInitScript(installSoundTap);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      PLAYER_CONNECTION_STORAGE_KEY,
      connection,
    ] as const);
    await openWorkspace(page, 'operator');
    await page.goto('/view/cameraGrid');
    const cell = cells(page).first();
    await dropCamera(cell, CAMERA);
    await expectPlaying(cell, 'live');
    await expect(cell).toHaveAttribute('data-transport', connection.toLowerCase());

    // Four cells: muted by default. The control is offered on the cell holding the focus.
    await cell.focus();
    const unmute = cell.getByRole('button', { name: 'Unmute sound' });
    await expect(unmute).toHaveAttribute('aria-pressed', 'true');
    // Nothing is heard: silence, or no output at all while the browser holds sound until a gesture.
    await expect
      .poll(async () => describe(await heard(page)), { timeout: 15_000 * E2E_PATIENCE })
      .toMatch(/^(silence|no sound output)$/);

    await unmute.click();
    await expect
      .poll(async () => heardBeside(page, cell), { timeout: 15_000 * E2E_PATIENCE })
      .toBe(`tone of ${TONE_HZ} Hz`);
    // A grid cell is narrow: it offers the mute button and leaves the volume slider out.
    await expect(cell.getByRole('button', { name: 'Mute sound' })).toHaveAttribute('aria-pressed', 'false');

    await cell.getByRole('button', { name: 'Mute sound' }).click();
    await expect.poll(async () => describe(await heard(page))).toBe('silence');
    await expect(cell).toHaveAttribute('data-transport', connection.toLowerCase());
  });
}
