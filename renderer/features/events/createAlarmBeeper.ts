/** The alarm's sound (spec 3 §4): while on, a beep every 2 s through Web Audio — a sine at 880 Hz
 *  rising to gain 0.2 in 0.05 s and falling back to silence over 0.5 s. */
import { ALARM_BEEP } from '../../../shared/events/eventListConstants';

export interface AlarmBeeper {
  start(): void;
  stop(): void;
}

export interface AlarmBeeperDeps {
  createContext(): AudioContext;
  setInterval(handler: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(handle: ReturnType<typeof setInterval>): void;
}

const browserDeps: AlarmBeeperDeps = {
  createContext: () => new AudioContext(),
  setInterval: (handler, ms) => setInterval(handler, ms),
  clearInterval: (handle) => clearInterval(handle),
};

/** One beep on the context, starting now. */
export function playBeep(context: AudioContext): void {
  const now = context.currentTime;
  const oscillator = context.createOscillator();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(ALARM_BEEP.frequencyHz, now);
  const gain = context.createGain();
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(ALARM_BEEP.maxGain, now + ALARM_BEEP.attackS);
  gain.gain.linearRampToValueAtTime(0, now + ALARM_BEEP.attackS + ALARM_BEEP.releaseS);
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.start(now);
  oscillator.stop(now + ALARM_BEEP.attackS + ALARM_BEEP.releaseS);
}

export function createAlarmBeeper(deps: AlarmBeeperDeps = browserDeps): AlarmBeeper {
  let context: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const beep = () => {
    try {
      context ??= deps.createContext();
      if (context.state === 'suspended') void context.resume();
      playBeep(context);
    } catch (error) {
      // Spec 3 §8: logged only (no audio device, or the page may not play sound).
      console.warn('Alarm sound failed', error);
    }
  };
  return {
    start() {
      if (timer !== null) return;
      beep();
      timer = deps.setInterval(beep, ALARM_BEEP.intervalMs);
    },
    stop() {
      if (timer !== null) deps.clearInterval(timer);
      timer = null;
      void context?.close();
      context = null;
    },
  };
}
