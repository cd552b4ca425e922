import { minutesBoundErrorText } from './minutesBoundError';
import { DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN, validateDeliveryDelay } from './validateDeliveryDelay';

const NOW = Date.UTC(2026, 10, 29, 10, 0);
const MIN = 60_000;

describe("a scheduled delivery within the realm's maxScheduledDeliveryDelay (issue 28)", () => {
  it('takes at once, a past time and a time within the bound; refuses a time beyond it, naming the bound', () => {
    expect(validateDeliveryDelay(null, NOW, 30)).toBeUndefined();
    expect(validateDeliveryDelay(NOW - MIN, NOW, 30)).toBeUndefined();
    expect(validateDeliveryDelay(NOW + 30 * MIN, NOW, 30)).toBeUndefined();
    const late = validateDeliveryDelay(NOW + 30 * MIN + 1, NOW, 30);
    expect(late && minutesBoundErrorText(late)).toBe('A delivery can be scheduled at most 30 minutes ahead');
  });

  it('delivers only at once in a realm that set 0, and bounds a realm that set nothing by the default', () => {
    const none = validateDeliveryDelay(NOW + MIN, NOW, 0);
    expect(none && minutesBoundErrorText(none)).toBe('Deliveries cannot be scheduled for later in this realm');
    expect(validateDeliveryDelay(NOW + DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN * MIN, NOW, null)).toBeUndefined();
    expect(validateDeliveryDelay(NOW + DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN * MIN + 1, NOW, undefined)).toEqual({
      message: 'A delivery can be scheduled at most {{value}} minutes ahead',
      value: DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN,
    });
    expect(validateDeliveryDelay(1.5, NOW, 30)).toEqual({ message: 'The delivery time is not a time' });
  });
});
