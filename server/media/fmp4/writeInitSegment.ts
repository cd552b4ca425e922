/** Writes the init segment (ftyp + moov) of an H.264 track for fragmented MP4, with the camera's
 *  AAC track beside it when it has sound (issue 31): what the platform records and serves ahead of
 *  the fragments writeFragment and writeAudioFragment make. It reads back with parseInitSegment
 *  like an ffmpeg-written one. */
import { box, fullBox, u16, u32 } from './writeBoxes';

export interface InitSegmentInput {
  width: number;
  height: number;
  /** Ticks per second of the track's times. */
  timescale: number;
  /** The AVCDecoderConfigurationRecord (avcC payload). */
  avcC: Buffer;
  /** The camera's AAC track. */
  audio?: AudioTrackInput;
}

export interface AudioTrackInput {
  /** Ticks per second of the track's times. */
  timescale: number;
  sampleRate: number;
  channels: number;
  /** The AudioSpecificConfig. */
  asc: Buffer;
}

export const TRACK_ID = 1;
/** The sound track's id, when there is one. */
export const AUDIO_TRACK_ID = 2;
/** Unity transformation matrix (16.16 and 2.30 fixed point). */
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

export function writeInitSegment(input: InitSegmentInput): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso6avc1mp41', 'latin1'));
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0, 0, 1000, 0, 0x10000),
    u16(0x100, 0),
    u32(0, 0),
    MATRIX,
    Buffer.alloc(24),
    u32((input.audio ? AUDIO_TRACK_ID : TRACK_ID) + 1),
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3, // enabled, in movie
    u32(0, 0, TRACK_ID, 0, 0, 0, 0),
    u16(0, 0, 0, 0),
    MATRIX,
    u32(input.width * 0x10000, input.height * 0x10000),
  );
  const trak = mediaTrak(tkhd, input.timescale, 'vide', fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)), avc1(input));
  const trex = (id: number) => fullBox('trex', 0, 0, u32(id, 1, 0, 0, 0));
  if (!input.audio) return Buffer.concat([ftyp, box('moov', mvhd, trak, box('mvex', trex(TRACK_ID)))]);
  const mvex = box('mvex', trex(TRACK_ID), trex(AUDIO_TRACK_ID));
  return Buffer.concat([ftyp, box('moov', mvhd, trak, audioTrak(input.audio), mvex)]);
}

/** The sound track: an mp4a sample entry whose esds carries the AudioSpecificConfig. */
function audioTrak(audio: AudioTrackInput): Buffer {
  const tkhd = fullBox(
    'tkhd',
    0,
    3, // enabled, in movie
    u32(0, 0, AUDIO_TRACK_ID, 0, 0, 0, 0),
    u16(0, 1, 0x100, 0), // layer, alternate group, full volume
    MATRIX,
    u32(0, 0),
  );
  const mp4a = box(
    'mp4a',
    Buffer.alloc(6), // reserved
    u16(1), // data reference index
    u32(0, 0), // reserved
    u16(audio.channels, 16, 0, 0), // channel count, sample size, pre-defined, reserved
    u32(Math.min(audio.sampleRate, 0xffff) * 0x10000),
    fullBox('esds', 0, 0, esDescriptor(audio.asc)),
  );
  return mediaTrak(tkhd, audio.timescale, 'soun', fullBox('smhd', 0, 0, u16(0, 0)), mp4a);
}

/** A track's media (mdia): its clock, its handler, and a sample table empty but for the one sample
 *  entry — the samples themselves come in the fragments. */
function mediaTrak(
  tkhd: Buffer,
  timescale: number,
  handler: 'vide' | 'soun',
  mediaHeader: Buffer,
  sampleEntry: Buffer,
): Buffer {
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, timescale, 0), u16(0x55c4 /* und */, 0));
  const handlerName = handler === 'vide' ? 'VideoHandler\0' : 'SoundHandler\0';
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from(handler, 'latin1'),
    u32(0, 0, 0),
    Buffer.from(handlerName, 'latin1'),
  );
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry),
    fullBox('stts', 0, 0, u32(0)),
    fullBox('stsc', 0, 0, u32(0)),
    fullBox('stsz', 0, 0, u32(0, 0)),
    fullBox('stco', 0, 0, u32(0)),
  );
  const minf = box('minf', mediaHeader, dinf, stbl);
  return box('trak', tkhd, box('mdia', mdhd, hdlr, minf));
}

/** ES_Descriptor (ISO/IEC 14496-1 §7.2.6.5) of an MPEG-4 audio stream. */
function esDescriptor(asc: Buffer): Buffer {
  const descriptor = (tag: number, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    return Buffer.concat([Buffer.from([tag, body.length]), body]);
  };
  const decoderSpecificInfo = descriptor(0x05, asc);
  // Object type 0x40 (MPEG-4 audio), stream type 5 (audio) << 2 | 1, no buffer size or bitrates.
  const decoderConfig = descriptor(0x04, Buffer.from([0x40, 0x15, 0, 0, 0]), u32(0, 0), decoderSpecificInfo);
  return descriptor(0x03, u16(0), Buffer.from([0]), decoderConfig, descriptor(0x06, Buffer.from([0x02])));
}

/** The VisualSampleEntry of H.264 with parameter sets in its avcC (and in band as well). */
function avc1(input: InitSegmentInput): Buffer {
  return box(
    'avc1',
    Buffer.alloc(6), // reserved
    u16(1, 0, 0), // data reference index, pre-defined, reserved
    u32(0, 0, 0), // pre-defined
    u16(input.width, input.height),
    u32(0x00480000, 0x00480000, 0), // 72 dpi, reserved
    u16(1), // frames per sample
    Buffer.alloc(32), // compressor name
    u16(0x18, 0xffff), // depth, pre-defined -1
    box('avcC', input.avcC),
  );
}
