import { STOP_CODE } from '../../../shared/video/constants';
import { PLAYER_MESSAGES } from '../../../shared/video/playerConstants';
import { showsStopCode } from './showsStopCode';

describe('showsStopCode (spec 2 §8 Player stops; issue 36)', () => {
  it('codes a stop in the spec words for its code', () => {
    expect(showsStopCode({ code: STOP_CODE.VIDEO_UNAVAILABLE, text: 'Video unavailable' })).toBe(true);
    expect(showsStopCode({ code: STOP_CODE.STOP, text: 'Stop' })).toBe(true);
    expect(showsStopCode({ code: STOP_CODE.END_OF_ARCHIVE, text: 'End of archive' })).toBe(true);
  });

  it("leaves the platform's own answers and the browser's limits uncoded", () => {
    expect(showsStopCode({ code: STOP_CODE.SOMETHING_WENT_WRONG, text: 'Device not found' })).toBe(false);
    expect(showsStopCode({ code: STOP_CODE.UNSUPPORTED_CODEC, text: PLAYER_MESSAGES.h265 })).toBe(false);
  });
});
