import { base64Of, eventSnapshot } from './eventSnapshot';

describe('event snapshot (spec 2 §9: 176x144 JPEG)', () => {
  it('takes the base64 payload of a data URL', () => {
    expect(base64Of('data:image/jpeg;base64,QUJD')).toBe('QUJD');
    expect(base64Of('not a data url')).toBeNull();
  });

  it('scales the picture onto a 176x144 canvas as JPEG', async () => {
    const drawImage = jest.fn();
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage }),
      toDataURL: jest.fn(() => 'data:image/jpeg;base64,SlBFRw=='),
    };
    const create = jest.spyOn(document, 'createElement').mockReturnValue(canvas as unknown as HTMLCanvasElement);
    const bitmap = { close: jest.fn() };
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => bitmap);
    try {
      expect(await eventSnapshot(new Blob(['x']))).toBe('SlBFRw==');
      expect([canvas.width, canvas.height]).toEqual([176, 144]);
      expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 176, 144);
      expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg');
    } finally {
      create.mockRestore();
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    }
  });

  it('is null without a picture', async () => {
    expect(await eventSnapshot(null)).toBeNull();
  });
});
