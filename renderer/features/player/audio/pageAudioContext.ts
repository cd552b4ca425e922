/** The page's one AudioContext (issue 31): every cell's sound plays through it. A browser keeps a
 *  context made before any user gesture suspended, so it is resumed at the operator's first click
 *  or key press. */
let context: AudioContext | null = null;

export function pageAudioContext(): AudioContext | null {
  if (context) return context;
  if (typeof AudioContext === 'undefined') return null;
  context = new AudioContext({ latencyHint: 'interactive' });
  if (context.state !== 'running') {
    const created = context;
    const resume = () => {
      void created.resume();
      if (created.state === 'running') {
        window.removeEventListener('pointerdown', resume, true);
        window.removeEventListener('keydown', resume, true);
      }
    };
    window.addEventListener('pointerdown', resume, true);
    window.addEventListener('keydown', resume, true);
    void created.resume().catch(() => undefined);
  }
  return context;
}
