/** The event list's header (spec 3 §2.2): the title with the list's state and its errors ('Event
 *  List error: ', 'Subscription error: '), text search, the type filter, CSV export, select mode,
 *  acknowledge, go-up and the new-events counter ('over 100' from 100 on). */
import { useTranslation } from 'react-i18next';
import { EVENT_TYPE_FILTERS, type EventTypeFilter, NEW_EVENTS_OVER } from '../../../shared/events/eventListConstants';

export interface EventListToolbarProps {
  title: string;
  modeKey: string | null;
  listError: string | null;
  subscriptionError: string | null;
  search: string;
  onSearch(search: string): void;
  typeFilter: EventTypeFilter;
  onTypeFilter(filter: EventTypeFilter): void;
  onExport(): void;
  canExport: boolean;
  selectMode: boolean;
  onToggleSelectMode(): void;
  canAcknowledge: boolean;
  onAcknowledge(): void;
  /** Live with auto-update paused: go-up resumes it. */
  showGoUp: boolean;
  onGoUp(): void;
  newCount: number;
  onNewEvents(): void;
}

export function newEventsLabel(count: number, over: string): string {
  return count >= NEW_EVENTS_OVER ? over : String(count);
}

export function EventListToolbar(props: EventListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="vt-event-toolbar">
      <h2 className="vt-event-toolbar__title">
        {props.title}
        {props.modeKey && <span className="vt-event-toolbar__mode">{t(props.modeKey)}</span>}
        {props.listError !== null && (
          <span role="alert" className="vt-event-toolbar__error">
            {t('events.listError')}
            {props.listError}
          </span>
        )}
        {props.subscriptionError !== null && (
          <span role="alert" className="vt-event-toolbar__error">
            {t('events.subscriptionError')}
            {props.subscriptionError}
          </span>
        )}
      </h2>
      <div className="vt-event-toolbar__controls">
        <input
          type="search"
          value={props.search}
          placeholder={t('events.search')}
          aria-label={t('events.search')}
          onChange={(event) => props.onSearch(event.target.value)}
        />
        <select
          aria-label={t('events.typeFilter')}
          value={props.typeFilter}
          onChange={(event) => {
            const next = EVENT_TYPE_FILTERS.find((filter) => filter === event.target.value);
            if (next) props.onTypeFilter(next);
          }}
        >
          {EVENT_TYPE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`events.types.${filter}`)}
            </option>
          ))}
        </select>
        <button type="button" onClick={props.onExport} disabled={!props.canExport}>
          {t('events.exportCsv')}
        </button>
        <button type="button" aria-pressed={props.selectMode} onClick={props.onToggleSelectMode}>
          {t('events.selectMode')}
        </button>
        <button type="button" onClick={props.onAcknowledge} disabled={!props.canAcknowledge}>
          {t('events.acknowledge')}
        </button>
        {props.showGoUp && (
          <button type="button" onClick={props.onGoUp}>
            {t('events.goUp')}
          </button>
        )}
        {props.newCount > 0 && (
          <button type="button" className="vt-badge vt-event-toolbar__new" onClick={props.onNewEvents}>
            {t('events.newEvents', {
              count: newEventsLabel(props.newCount, t('events.overHundred')) as unknown as number,
            })}
          </button>
        )}
      </div>
    </div>
  );
}
