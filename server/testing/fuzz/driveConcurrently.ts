/** Runs one step from several loops at once until a count or a time is used up (the fault suite's pace). */
export async function driveConcurrently(
  loops: number,
  most: number,
  ms: number,
  step: (i: number) => Promise<void>,
): Promise<void> {
  const until = Date.now() + ms;
  let next = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (next < most && Date.now() < until) await step(next++);
    }),
  );
}
