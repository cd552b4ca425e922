/** How a realm's bound in minutes on a video request refuses a value (spec 2 §5 export duration,
 *  spec 3 §3.6 maxScheduledDeliveryDelay): with a message of its own, or, past the bound, with a
 *  message whose {{value}} is the bound. Shared by the export and the delivery rules. */

export type MinutesBoundError<Refusal extends string, PastBound extends string> =
  { message: Refusal } | { message: PastBound; value: number };

/** The error as the user reads it, {{value}} filled in. */
export function minutesBoundErrorText(error: { message: string } | { message: string; value: number }): string {
  return 'value' in error ? error.message.replace('{{value}}', String(error.value)) : error.message;
}
