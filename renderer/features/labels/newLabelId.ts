/** Spec 3 §4: a label created from the console gets a client-made id. */
export function newLabelId(): string {
  return `label-${crypto.randomUUID()}`;
}
