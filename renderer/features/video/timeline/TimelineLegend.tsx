/** The legend of timeline colours (spec 2 §2 Player controls). */
export function TimelineLegend() {
  return null;
}
