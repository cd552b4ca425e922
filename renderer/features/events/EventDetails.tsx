/** The details of one event (spec 3 §2.3): Id, Triggered At, Modified At, Message, the acknowledge
 *  form, Add Download Job for its camera, and its witnesses with their snapshots or a player. The
 *  side layout wraps below 450 px. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddDownloadJobDialog, useDateTimeFormat } from '../delivery';
import { EVENT_DETAILS_WRAP_PX } from '../../../shared/events/eventListConstants';
import { Button, useElementSize } from '../../ui';
import { SendToWallButton } from '../vmx';
import { AcknowledgeForm } from './AcknowledgeForm';
import type { EventEntry } from './eventsDocuments';
import { firstCamera, snapshotUrl } from './eventFacts';
import { WitnessPlayer } from './WitnessPlayer';

export interface EventDetailsProps {
  entry: EventEntry;
  showForm: boolean;
  requireDetails?: boolean;
  processing?: boolean;
  visual?: 'Image' | 'Video';
  onAcknowledge(entries: EventEntry[], note?: string): Promise<boolean>;
}

/** The witness's own snapshot (tagged with its objid), else the entry's default one. */
function witnessSnapshot(entry: EventEntry, witnessId: string): string | null {
  const own = (entry.snapshots ?? []).find(
    (s) => s.snapshot && (s.tags as { objid?: unknown } | null | undefined)?.objid === witnessId,
  );
  return own?.snapshot ? `data:image/jpeg;base64,${own.snapshot}` : snapshotUrl(entry);
}

export function EventDetails({
  entry,
  showForm,
  requireDetails,
  processing,
  visual = 'Image',
  onAcknowledge,
}: EventDetailsProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [downloading, setDownloading] = useState(false);
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  const narrow = size.width > 0 && size.width < EVENT_DETAILS_WRAP_PX;
  const camera = firstCamera(entry);
  const time = (ms: number | null | undefined) => (ms == null ? '' : formatTime(ms));
  return (
    <div ref={sizeRef} className={`vt-event-details${narrow ? ' vt-event-details--narrow' : ''}`}>
      <dl className="vt-event-details__facts">
        <dt>{t('events.details.id')}</dt>
        <dd>{entry.context}</dd>
        <dt>{t('events.details.triggeredAt')}</dt>
        <dd>{time(entry.triggeredAt)}</dd>
        <dt>{t('events.details.modifiedAt')}</dt>
        <dd>{time(entry.modifiedAt)}</dd>
        <dt>{t('events.details.message')}</dt>
        <dd>{entry.message}</dd>
      </dl>
      <div className="vt-event-details__side">
        {showForm && (
          <AcknowledgeForm
            key={entry.context}
            entry={entry}
            requireDetails={requireDetails}
            processing={processing}
            onAcknowledge={onAcknowledge}
          />
        )}
        {camera && entry.triggeredAt != null && (
          <Button variant="secondary" onClick={() => setDownloading(true)}>
            {t('events.details.addDownloadJob')}
          </Button>
        )}
        {/* Issue 30: the alarm's camera onto a wall display in one action. */}
        {camera && <SendToWallButton cameraId={camera.id} cameraName={camera.name} />}
        <section aria-label={t('events.details.witnesses')} className="vt-event-details__witnesses">
          {(entry.witnesses ?? []).map((witness) => {
            const name = witness.name ?? witness.id;
            if (visual === 'Video' && (!witness.type || witness.type === 'camera'))
              return <WitnessPlayer key={witness.id} id={witness.id} name={name} time={entry.triggeredAt ?? null} />;
            const image = witnessSnapshot(entry, witness.id);
            return (
              <figure key={witness.id} className="vt-witness">
                {image ? <img src={image} alt={name} /> : <span className="vt-muted">{t('events.noSnapshot')}</span>}
                <figcaption>{name}</figcaption>
              </figure>
            );
          })}
        </section>
      </div>
      {downloading && camera && entry.triggeredAt != null && (
        <AddDownloadJobDialog
          deviceId={camera.id}
          deviceName={camera.name}
          start={entry.triggeredAt}
          onClose={() => setDownloading(false)}
        />
      )}
    </div>
  );
}
