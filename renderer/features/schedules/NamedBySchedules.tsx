/** The delete question's note on the schedules whose actions name a camera tour or a notification
 *  policy (issue 28; spec 3 §7: delete with warnings): their names, each isolated for right-to-left
 *  text, listed as the operator's language lists, and what becomes of their actions. Nothing when
 *  none name it. */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

export interface NamedBySchedulesProps {
  /** The schedules' names; undefined while they are being read. */
  names: readonly string[] | undefined;
}

export function NamedBySchedules({ names }: NamedBySchedulesProps) {
  const { t, i18n } = useTranslation();
  if (!names?.length) return null;
  const parts = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).formatToParts([...names]);
  return (
    <div className="vt-named-by" role="note" aria-label={t('schedules.namedBy.label')}>
      <p>
        {t('schedules.namedBy.lead')}{' '}
        {parts.map((part, i) =>
          part.type === 'element' ? <bdi key={i}>{part.value}</bdi> : <Fragment key={i}>{part.value}</Fragment>,
        )}
      </p>
      <p>{t('schedules.namedBy.effect')}</p>
    </div>
  );
}
