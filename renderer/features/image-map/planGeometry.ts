/** Where a floor plan and its device objects sit inside the widget (spec 3 §3.4: objects are at x,y
 *  in the plan's pixels): the plan is fitted whole into the view and centred, and points convert
 *  between the plan's pixels and the view's. */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The plan's place in the view: its scale and top-left corner in view pixels. */
export interface PlanFit {
  scale: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Fits the whole plan into the view, keeping its proportions, centred. */
export function fitPlan(view: Size, plan: Size): PlanFit {
  if (view.width <= 0 || view.height <= 0 || plan.width <= 0 || plan.height <= 0) {
    return { scale: 0, left: 0, top: 0, width: 0, height: 0 };
  }
  const scale = Math.min(view.width / plan.width, view.height / plan.height);
  const width = plan.width * scale;
  const height = plan.height * scale;
  return { scale, left: (view.width - width) / 2, top: (view.height - height) / 2, width, height };
}

/** A plan point in view pixels. */
export function planToView(point: Point, fit: PlanFit): Point {
  return { x: fit.left + point.x * fit.scale, y: fit.top + point.y * fit.scale };
}

/** A view point (relative to the view's top-left) in plan pixels, rounded to a tenth of a pixel;
 *  null when it falls outside the drawn plan. */
export function viewToPlan(point: Point, fit: PlanFit, plan: Size): Point | null {
  if (fit.scale <= 0) return null;
  const x = (point.x - fit.left) / fit.scale;
  const y = (point.y - fit.top) / fit.scale;
  if (x < 0 || y < 0 || x > plan.width || y > plan.height) return null;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** A plan point moved by a view-pixel offset, kept on the plan (an object dragged past the edge
 *  stops at it). */
export function movedOnPlan(start: Point, delta: Point, fit: PlanFit, plan: Size): Point {
  if (fit.scale <= 0) return start;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x: Math.round(clamp(start.x + delta.x / fit.scale, plan.width) * 10) / 10,
    y: Math.round(clamp(start.y + delta.y / fit.scale, plan.height) * 10) / 10,
  };
}
