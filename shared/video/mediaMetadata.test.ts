/** The metadata channel's payload (issue 31): boxes and labels survive the wire at 1/65535 of the
 *  picture, a cut payload is refused, and Analytics Markup picks the boxes a cell draws. */
import { encodeMediaFrame, decodeMediaFrame } from './mediaFrame';
import { boxesShown, decodeMetadataPayload, encodeMetadataPayload, METADATA_MAX_BOXES } from './mediaMetadata';

describe('stream metadata payload', () => {
  const plate = { x: 0.4125, y: 0.7, w: 0.15, h: 0.05, alert: true, label: 'MZT 8508' };
  const motion = { x: 0, y: 0.25, w: 0.125, h: 0.5, alert: false };

  it('carries each box and its label through a media frame flagged as metadata', () => {
    const data = encodeMetadataPayload('analytics', [motion, plate]);
    const frame = decodeMediaFrame(
      encodeMediaFrame({ pts: 1_000, duration: 1_000, key: false, sequence: 7, metadata: true, data }),
    );
    expect(frame).toMatchObject({ pts: 1_000, duration: 1_000, metadata: true });
    expect(frame.audio).toBeUndefined();
    const { source, boxes } = decodeMetadataPayload(frame.data);
    expect(source).toBe('analytics');
    // The larger box first; positions within a quantum.
    expect(boxes.map((b) => b.label)).toEqual([undefined, 'MZT 8508']);
    for (const [got, sent] of [
      [boxes[0], motion],
      [boxes[1], plate],
    ] as const) {
      for (const key of ['x', 'y', 'w', 'h'] as const)
        expect(Math.abs((got?.[key] ?? -1) - sent[key])).toBeLessThan(1e-4);
      expect(got?.alert).toBe(sent.alert);
    }
    // Small: two boxes and a label in a few tens of bytes.
    expect(data.byteLength).toBeLessThan(40);
  });

  it('keeps the largest boxes and a label cut whole, and says what is wrong with a broken payload', () => {
    const many = Array.from({ length: METADATA_MAX_BOXES + 5 }, (_, i) => ({ ...motion, w: (i + 1) / 100 }));
    const decoded = decodeMetadataPayload(encodeMetadataPayload('motion', many)).boxes;
    expect(decoded).toHaveLength(METADATA_MAX_BOXES);
    expect(Math.min(...decoded.map((b) => b.w))).toBeGreaterThan(0.055);
    const long = decodeMetadataPayload(encodeMetadataPayload('analytics', [{ ...plate, label: 'é'.repeat(40) }]));
    expect(long.boxes[0]?.label).toBe('é'.repeat(32));
    const payload = encodeMetadataPayload('analytics', [plate]);
    expect(() => decodeMetadataPayload(payload.subarray(0, payload.length - 3))).toThrow('cut short');
    expect(() => decodeMetadataPayload(new Uint8Array([9, 0]))).toThrow('unknown source');
  });

  it('draws everything under All, only what raised an event or analytics under Alert, nothing under None', () => {
    expect(boxesShown([motion, plate], 'All')).toEqual([motion, plate]);
    expect(boxesShown([motion, plate], 'Alert')).toEqual([plate]);
    expect(boxesShown([motion, plate], 'None')).toEqual([]);
  });
});
