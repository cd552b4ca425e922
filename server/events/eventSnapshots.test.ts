/** The pictures a sensor's or a gateway's event keeps of the camera beside it: one thumbnail tagged
 *  with the camera and its time, and the event without a picture when there is none to take. */
import { eventSnapshot, witnessThumbnail } from './eventSnapshots';

const picture = { jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]), createdAt: 1_700_000_000_000 };

describe('witnessThumbnail', () => {
  it("keeps the camera's picture at the event's time as the default thumbnail", async () => {
    const asked: Array<[string, number]> = [];
    const take = async (cameraId: string, at: number) => {
      asked.push([cameraId, at]);
      return picture;
    };
    expect(await witnessThumbnail({ id: 'cam-1' }, 1_700_000_000_500, take)).toEqual([
      {
        snapshot: picture.jpeg.toString('base64'),
        default: true,
        type: 'image/jpeg',
        tags: { objid: 'cam-1', schema: 'thumbnail', createdAt: picture.createdAt },
      },
    ]);
    expect(asked).toEqual([['cam-1', 1_700_000_000_500]]);
  });

  it('keeps none without a camera, a way to take pictures, or a picture, and none when taking fails', async () => {
    const take = async () => picture;
    expect(await witnessThumbnail(undefined, 0, take)).toEqual([]);
    expect(await witnessThumbnail({ id: 'cam-1' }, 0, undefined)).toEqual([]);
    expect(await witnessThumbnail({ id: 'cam-1' }, 0, async () => undefined)).toEqual([]);
    expect(await witnessThumbnail({ id: 'cam-1' }, 0, () => Promise.reject(new Error('no archive')))).toEqual([]);
  });
});

describe('eventSnapshot', () => {
  it('marks a full-size picture as not the default', () => {
    expect(eventSnapshot('cam-2', picture, 'full', false)).toMatchObject({
      default: false,
      tags: { objid: 'cam-2', schema: 'full', createdAt: picture.createdAt },
    });
  });
});
