import { AvOffsetMeter } from './AvOffsetMeter';

const PIECE = 20;

describe('AvOffsetMeter', () => {
  it('measures each picture against the piece of its time, placed before or after it was painted', () => {
    const meter = new AvOffsetMeter();
    meter.piece(1_000, PIECE, 505);
    // Placed before: heard 10 ms after the picture.
    meter.painted(1_005, 500);
    // Painted before its sound came, which then starts 30 ms after the picture.
    meter.painted(1_025, 520);
    meter.piece(1_020, PIECE, 545);
    expect(meter.offsetsMs).toEqual([10, 30]);
    expect(meter.heardPercent).toBe(100);
  });

  it('counts a picture whose sound was left out as unheard, not as a good offset', () => {
    const meter = new AvOffsetMeter();
    meter.piece(1_000, PIECE, 500);
    meter.painted(1_000, 500);
    meter.painted(1_040, 540);
    meter.painted(1_080, 580);
    meter.piece(1_040, PIECE, null);
    meter.piece(1_080, PIECE, null);
    expect(meter.offsetsMs).toEqual([0]);
    expect(meter.heardPercent).toBeCloseTo(100 / 3);
  });

  it('judges nothing before the sound begins, or over a gap in it', () => {
    const meter = new AvOffsetMeter();
    meter.painted(900, 400);
    expect(meter.heardPercent).toBeNull();
    meter.piece(1_000, PIECE, 500);
    meter.painted(1_050, 550);
    meter.piece(1_100, PIECE, 600);
    meter.painted(1_100, 600);
    expect(meter.offsetsMs).toEqual([0]);
    expect(meter.heardPercent).toBe(100);
  });
});
