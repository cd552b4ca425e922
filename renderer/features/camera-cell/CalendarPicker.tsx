/** The calendar date-time picker (spec 2 §2 Player controls, §5: limited to archive start..now):
 *  the chosen time plays the archive from there. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDateTimeLocal, Popover, toDateTimeLocal } from '../../ui';
import { VideoIcon } from '../player';

export interface CalendarPickerProps {
  /** Earliest time offered (ms). */
  archiveStart: number;
  /** The time on screen when the picker opens, its first value when inside the range (read then,
   *  not passed down at every frame). */
  currentTime(): number | null;
  onPick(time: number): void;
}

export function CalendarPicker(props: CalendarPickerProps) {
  const { t } = useTranslation();
  return (
    <Popover
      label={t('video.cell.calendar')}
      face={<VideoIcon name="calendar" />}
      triggerClassName="vt-cell__button"
      className="vt-menu"
    >
      {(close) => (
        <CalendarForm
          {...props}
          onPick={(time) => {
            props.onPick(time);
            close();
          }}
        />
      )}
    </Popover>
  );
}

function CalendarForm({ archiveStart, currentTime, onPick }: CalendarPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [now] = useState(() => Date.now());
  const clamp = (value: number) => Math.min(now, Math.max(archiveStart, value));
  const [value, setValue] = useState(() => toDateTimeLocal(clamp(currentTime() ?? now)));
  const picked = fromDateTimeLocal(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked !== null) onPick(clamp(picked));
  };

  return (
    <form className="vt-cell-calendar" onSubmit={submit}>
      <label htmlFor={id}>{t('video.cell.calendarTime')}</label>
      <input
        id={id}
        type="datetime-local"
        className="vt-field__input"
        min={toDateTimeLocal(archiveStart)}
        max={toDateTimeLocal(now)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="vt-button vt-button--primary" disabled={picked === null}>
        {t('video.cell.calendarGo')}
      </button>
    </form>
  );
}
