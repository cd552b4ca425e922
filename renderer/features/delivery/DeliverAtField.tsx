/** The export dialog's optional Deliver at (issue 28; spec 3 §3.6 Realm maxScheduledDeliveryDelay):
 *  a local date-time the job waits for in the queue; empty delivers at once. Its hint names the
 *  realm's bound; a realm that allows no scheduled delivery shows no field. The platform decides
 *  (its refusal is shown under the field by the dialog). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN } from '../../../shared/video/validateDeliveryDelay';
import { FormTextField, toDateTimeLocal } from '../../ui';

export interface DeliverAtFieldProps {
  /** The realm's maxScheduledDeliveryDelay in minutes; null when it never set one. */
  maxDelayMin: number | null | undefined;
  /** When the dialog opened: the earliest time the calendar offers. */
  now: number;
}

export function DeliverAtField({ maxDelayMin, now }: DeliverAtFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const bound = maxDelayMin ?? DEFAULT_MAX_SCHEDULED_DELIVERY_DELAY_MIN;
  if (bound <= 0) return null;
  return (
    <div className="vt-delivery__deliver-at">
      <FormTextField<{ deliverAt: string }>
        name="deliverAt"
        type="datetime-local"
        label={t('video.delivery.export.deliverAt')}
        min={toDateTimeLocal(now)}
        aria-describedby={hintId}
      />
      <p id={hintId} className="vt-muted">
        {t('video.delivery.export.deliverAtHint', { value: bound })}
      </p>
    </div>
  );
}
