import { fitPlan, movedOnPlan, planToView, viewToPlan } from './planGeometry';

describe('plan geometry (spec 3 §3.4: objects at x,y in the plan)', () => {
  const plan = { width: 1200, height: 800 };

  it('fits a wide plan to the width and centres it vertically, a tall one the other way', () => {
    expect(fitPlan({ width: 600, height: 600 }, plan)).toEqual({
      scale: 0.5,
      left: 0,
      top: 100,
      width: 600,
      height: 400,
    });
    expect(fitPlan({ width: 900, height: 400 }, plan)).toEqual({
      scale: 0.5,
      left: 150,
      top: 0,
      width: 600,
      height: 400,
    });
    expect(fitPlan({ width: 0, height: 400 }, plan).scale).toBe(0);
  });

  it('converts both ways, and refuses view points off the plan', () => {
    const fit = fitPlan({ width: 900, height: 400 }, plan);
    expect(planToView({ x: 220, y: 90 }, fit)).toEqual({ x: 260, y: 45 });
    expect(viewToPlan({ x: 260, y: 45 }, fit, plan)).toEqual({ x: 220, y: 90 });
    expect(viewToPlan({ x: 149, y: 45 }, fit, plan)).toBeNull();
    expect(viewToPlan({ x: 751, y: 45 }, fit, plan)).toBeNull();
    expect(viewToPlan({ x: 150, y: 0 }, fit, plan)).toEqual({ x: 0, y: 0 });
    expect(viewToPlan({ x: 10, y: 10 }, fitPlan({ width: 0, height: 0 }, plan), plan)).toBeNull();
  });

  it('moves a dragged object by the view offset at the plan scale, stopping at the edges', () => {
    const fit = fitPlan({ width: 600, height: 600 }, plan);
    expect(movedOnPlan({ x: 100, y: 100 }, { x: 50, y: -25 }, fit, plan)).toEqual({ x: 200, y: 50 });
    expect(movedOnPlan({ x: 100, y: 100 }, { x: -500, y: 5000 }, fit, plan)).toEqual({ x: 0, y: 800 });
  });
});
