/** The platform's refusal of a delivery time (shared/video/validateDeliveryDelay: the realm's
 *  maxScheduledDeliveryDelay, issue 28) as the form shows it: under the Deliver at field, in the
 *  operator's language, matched by the platform's own words; undefined for any other refusal. */
import type { TFunction } from 'i18next';
import { DELIVERY_DELAY_MESSAGES } from '../../../shared/video/validateDeliveryDelay';
import type { ServerFieldProblem } from '../../ui';

const [TOO_LATE_HEAD = '', TOO_LATE_TAIL = ''] = DELIVERY_DELAY_MESSAGES.tooLate.split('{{value}}');

export function deliveryDelayProblem(message: string, t: TFunction): ServerFieldProblem | undefined {
  const problem = (key: string, value?: string) => ({
    field: 'deliverAt',
    message,
    shown: t(`video.delivery.export.deliverAtProblems.${key}`, { value, defaultValue: message }),
  });
  if (message === DELIVERY_DELAY_MESSAGES.notAllowed) return problem('notAllowed');
  if (message === DELIVERY_DELAY_MESSAGES.invalid) return problem('invalid');
  if (message.startsWith(TOO_LATE_HEAD) && message.endsWith(TOO_LATE_TAIL)) {
    const value = message.slice(TOO_LATE_HEAD.length, message.length - TOO_LATE_TAIL.length);
    if (/^\d+$/.test(value)) return problem('tooLate', value);
  }
  return undefined;
}
