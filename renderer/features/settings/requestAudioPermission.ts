/** Spec 1 §2.7: turning the alarm sound on asks the browser whether the page may play audio (an
 *  AudioContext that can run). Failures are logged only, and the answer is then false (§8). */
export async function requestAudioPermission(): Promise<boolean> {
  try {
    const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
    if (!AudioContextClass) return false;
    const context = new AudioContextClass();
    try {
      if (context.state === 'suspended') await context.resume();
      return context.state === 'running';
    } finally {
      void context.close();
    }
  } catch (error) {
    console.warn('Audio permission check failed', error);
    return false;
  }
}
