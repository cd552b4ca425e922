import { clearedContent, contentCells, contentOfView, contentWithCamera, contentWithLayout } from './wallContentEdit';

const four = { viewId: null, layout: 4, cameraIds: ['a', 'b'] };

describe('wall content edits', () => {
  it('lists the layout cells, empty ones as null', () => {
    expect(contentCells(four)).toEqual(['a', 'b', null, null]);
    expect(contentCells({ layout: 1, cameraIds: [] })).toEqual([null]);
  });

  it('replaces the camera in a filled cell and adds one dropped on an empty cell at the end', () => {
    expect(contentWithCamera(four, 1, 'x')).toEqual({ layout: 4, cameraIds: ['a', 'x'] });
    expect(contentWithCamera(four, 3, 'x')).toEqual({ layout: 4, cameraIds: ['a', 'b', 'x'] });
    expect(contentWithCamera({ layout: 1, cameraIds: ['a'] }, 0, 'x')).toEqual({ layout: 1, cameraIds: ['x'] });
  });

  it('turns a view into cameras when one of its cells gets another camera', () => {
    const fromView = { viewId: 'v1', layout: 4, cameraIds: ['a', 'b', 'c', 'd'] };
    expect(contentWithCamera(fromView, 2, 'x')).toEqual({ layout: 4, cameraIds: ['a', 'b', 'x', 'd'] });
  });

  it('keeps the cameras that fit a smaller layout, and the layout when cleared', () => {
    expect(contentWithLayout(four, 1)).toEqual({ layout: 1, cameraIds: ['a'] });
    expect(contentWithLayout(four, 9)).toEqual({ layout: 9, cameraIds: ['a', 'b'] });
    expect(clearedContent(four)).toEqual({ layout: 4, cameraIds: [] });
    expect(contentOfView('v2')).toEqual({ viewId: 'v2' });
  });
});
