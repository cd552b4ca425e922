/** ffmpeg arguments of a demo camera's microphone (issue 31 audio): the scene's tone in a process
 *  of its own, written as an MPEG-TS of AAC on stdout whose timestamps are wall time. Muxed with
 *  the pictures in one ffmpeg, the sound held them: the muxer sends nothing of one stream until
 *  the other has caught up with it, and ffmpeg 5's single loop read the sound only while the
 *  review stream (a picture every 200 ms) was not the one behind, so pictures and sound left in
 *  bursts 100–200 ms after their time where a silent camera's pictures leave at once. */
import { DEMO_AUDIO_ENCODING, type DemoAudio } from './demoSceneArgs';
import { sourceOutputArgs } from './sourceOutputArgs';
import { internalInputOptions } from './sourceUrl';

/** The sound's clock: a timestamp is ms since the run's origin plus `offsetMs` (at 90 kHz), so
 *  even its encoder's first packet, dated before the sound starts, is positive. The tone is dated
 *  the time it is made, as a camera's microphone is: AAC leaves the encoder two frames (43 ms)
 *  after its time, so the sound reaches the player after the pictures of its time, and the player
 *  holds those pictures by that much (its lip sync) as it would a real camera's. */
export const DEMO_SOUND_CLOCK = { offsetMs: 10_000 } as const;

export function demoSoundArgs(audio: DemoAudio, originMs: number): string[] {
  const { sampleRate, bitrateK, channels } = DEMO_AUDIO_ENCODING;
  const zero = (originMs - DEMO_SOUND_CLOCK.offsetMs) / 1000;
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'error'],
    // The timestamps are the filter's wall clock as they are: no shift to zero in or out.
    '-copyts',
    ...internalInputOptions('lavfi', 'lavfi'),
    ...['-re', '-f', 'lavfi', '-i', `sine=frequency=${audio.frequencyHz}:beep_factor=2:sample_rate=${sampleRate}`],
    ...['-filter_complex', `[0:a]asetpts=PTS+(RTCSTART/1000000-${zero.toFixed(3)})/TB,arealtime,volume=0.5[sound]`],
    ...['-map', '[sound]', '-c:a', 'aac', '-b:a', `${bitrateK}k`, '-ar', String(sampleRate), '-ac', String(channels)],
    // One PES per AAC frame, or the muxer would gather half a second of sound before sending any;
    // and no mux delay added to the timestamps.
    ...['-pes_payload_size', '0', '-mpegts_copyts', '1'],
    ...sourceOutputArgs('pipe:1'),
  ];
}
