/** The scheduled delivery rule (spec 3 §3.6 Realm maxScheduledDeliveryDelay, issue 28), shared by
 *  the console and the platform: an export or archive-on-demand request may be delivered later, at
 *  most the realm's maxScheduledDeliveryDelay minutes ahead. A realm that never set it takes the
 *  platform's default; one that set 0 delivers only at once. A time now or past means at once. */
import type { MinutesBoundError } from './minutesBoundError';

/** Minutes ahead a delivery may be scheduled when the realm never set its own bound. */
export const DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN = 24 * 60;

export const DELIVERY_DELAY_MESSAGES = {
  notAllowed: 'Deliveries cannot be scheduled for later in this realm',
  invalid: 'The delivery time is not a time',
  /** {{value}} is the realm's bound in minutes. */
  tooLate: 'A delivery can be scheduled at most {{value}} minutes ahead',
} as const;

export type DeliveryDelayError = MinutesBoundError<
  typeof DELIVERY_DELAY_MESSAGES.notAllowed | typeof DELIVERY_DELAY_MESSAGES.invalid,
  typeof DELIVERY_DELAY_MESSAGES.tooLate
>;

/** undefined when a delivery at `deliverAt` (ms; null: at once) is allowed at `now` under the
 *  realm's maxScheduledDeliveryDelay (minutes). */
export function validateDeliveryDelay(
  deliverAt: number | null | undefined,
  now: number,
  maxDelayMin: number | null | undefined,
): DeliveryDelayError | undefined {
  if (deliverAt == null) return undefined;
  if (!Number.isSafeInteger(deliverAt) || deliverAt < 0) return { message: DELIVERY_DELAY_MESSAGES.invalid };
  if (deliverAt <= now) return undefined;
  const bound = maxDelayMin ?? DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN;
  if (bound <= 0) return { message: DELIVERY_DELAY_MESSAGES.notAllowed };
  if (deliverAt - now > bound * 60_000) return { message: DELIVERY_DELAY_MESSAGES.tooLate, value: bound };
  return undefined;
}
