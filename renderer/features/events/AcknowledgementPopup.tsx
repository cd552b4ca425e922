/** The event acknowledgement popup (spec 3 §2.5, §4): the events that need acknowledgement with
 *  multi-select and Acknowledge, and a details side (with the acknowledge form) left with Back.
 *  Opening it stops the alarm, which stays silent while it is open. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state';
import { Button, Dialog, ErrorBanner, useToast } from '../../ui';
import { useDateTimeFormat } from '../delivery';
import { alarmOnAtom, alarmReducer } from './alarmState';
import { EventDetails } from './EventDetails';
import type { EventEntry } from './eventsDocuments';
import { witnessNames } from './eventFacts';
import { useAcknowledge } from './useAcknowledge';
import { useNeedAcknowledge } from './useNeedAcknowledge';
import './events.css';

export function AcknowledgementPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatTime = useDateTimeFormat();
  const setAlarm = useSetAtom(alarmOnAtom);
  const { entries, fetching, error, subscriptionFailed, refresh } = useNeedAcknowledge();
  const acknowledgeEntries = useAcknowledge();
  const [checked, setChecked] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // Opening the popup stops the alarm; while it is open, events arriving show here instead.
  const alarmOn = useAtomValue(alarmOnAtom);
  useEffect(() => {
    if (alarmOn) setAlarm((on) => alarmReducer(on, { type: 'popupOpened' }));
  }, [alarmOn, setAlarm]);

  const acknowledge = async (targets: EventEntry[], note?: string) => {
    setBusy(true);
    const outcome = await acknowledgeEntries(targets, note);
    setBusy(false);
    for (const message of new Set(outcome.failed.map((f) => f.message)))
      toast(t('events.acknowledgeToast', { message }), 'error');
    setFailed(outcome.failed.length > 0);
    const done = new Set(targets.map((entry) => entry.context));
    setChecked((ids) => ids.filter((id) => !done.has(id)));
    refresh();
    return outcome.failed.length === 0;
  };

  const opened = entries.find((entry) => entry.context === openId) ?? null;
  const toggle = (id: string) => setChecked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const allChecked = entries.length > 0 && entries.every((entry) => checked.includes(entry.context));

  return (
    <Dialog title={t('events.popup.title')} onClose={onClose} width="wide">
      <ErrorBanner error={failed ? t('events.acknowledgeError') : null} />
      <ErrorBanner error={error} />
      <ErrorBanner
        error={subscriptionFailed ? `${t('events.subscriptionBanner')}: ${t('events.resubscribing')}` : null}
      />
      {opened ? (
        <div className="vt-ack-popup__details">
          <Button variant="quiet" onClick={() => setOpenId(null)}>
            {t('events.details.back')}
          </Button>
          <EventDetails entry={opened} showForm processing={busy} onAcknowledge={acknowledge} />
        </div>
      ) : (
        <div className="vt-ack-popup">
          <div className="vt-ack-popup__bar">
            <label>
              <input
                type="checkbox"
                checked={allChecked}
                disabled={entries.length === 0}
                onChange={() => setChecked(allChecked ? [] : entries.map((entry) => entry.context))}
              />
              {t('events.popup.selectAll')}
            </label>
            <Button
              busy={busy}
              disabled={checked.length === 0}
              onClick={() => void acknowledge(entries.filter((entry) => checked.includes(entry.context)))}
            >
              {t('events.acknowledge')}
            </Button>
          </div>
          {!fetching && entries.length === 0 && <p className="vt-muted">{t('events.popup.empty')}</p>}
          <ul className="vt-ack-popup__list" aria-label={t('events.popup.title')}>
            {entries.map((entry) => (
              <li key={entry.context} data-event-id={entry.context}>
                <input
                  type="checkbox"
                  checked={checked.includes(entry.context)}
                  aria-label={t('events.select', { id: entry.context })}
                  onChange={() => toggle(entry.context)}
                />
                <button type="button" className="vt-ack-popup__open" onClick={() => setOpenId(entry.context)}>
                  <span>{entry.triggeredAt == null ? '' : formatTime(entry.triggeredAt)}</span>
                  <span>{witnessNames(entry)}</span>
                  <span>{entry.message}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
