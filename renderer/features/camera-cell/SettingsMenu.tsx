/** The cell's settings menu (spec 2 §2 Player controls): Auto AOD request On/Off, Digital Zoom,
 *  Analytics Markup (Alert, All, None), Add download job and Create Event. */
import { useTranslation } from 'react-i18next';
import { VideoIcon } from '../player';
import type { CameraCellOptions } from './CameraCell';
import { CellMenu, MenuGroup, MenuItem, MenuItemCheckbox, MenuItemRadio } from './CellMenu';

export type AnalyticsMarkup = CameraCellOptions['metadataType'];
const MARKUPS: readonly AnalyticsMarkup[] = ['Alert', 'All', 'None'];

export interface SettingsMenuProps {
  autoAod: boolean;
  onAutoAod(on: boolean): void;
  /** Absent when the widget does not offer digital zoom. */
  digitalZoom?: { on: boolean; onChange(on: boolean): void };
  markup: AnalyticsMarkup;
  onMarkup(markup: AnalyticsMarkup): void;
  /** Absent when the widget does not allow exports (or a Timeline widget owns them). */
  onAddDownloadJob?(): void;
  /** Absent when the widget does not allow user-defined events (or a Timeline widget owns them). */
  onCreateEvent?(): void;
}

export function SettingsMenu(props: SettingsMenuProps) {
  const { t } = useTranslation();
  const { autoAod, onAutoAod, digitalZoom, markup, onMarkup, onAddDownloadJob, onCreateEvent } = props;
  return (
    <CellMenu label={t('video.cell.settings')} icon={<VideoIcon name="settings" />}>
      <MenuGroup label={t('video.cell.autoAod')}>
        <MenuItemRadio label={t('video.cell.on')} checked={autoAod} onSelect={() => onAutoAod(true)} />
        <MenuItemRadio label={t('video.cell.off')} checked={!autoAod} onSelect={() => onAutoAod(false)} />
      </MenuGroup>
      {digitalZoom && (
        <MenuItemCheckbox
          label={t('video.cell.digitalZoom')}
          checked={digitalZoom.on}
          onSelect={() => digitalZoom.onChange(!digitalZoom.on)}
        />
      )}
      <MenuGroup label={t('video.cell.markup')}>
        {MARKUPS.map((value) => (
          <MenuItemRadio
            key={value}
            label={t(`video.cell.markupChoice.${value}`)}
            checked={markup === value}
            onSelect={() => onMarkup(value)}
          />
        ))}
      </MenuGroup>
      {onAddDownloadJob && <MenuItem label={t('video.cell.addDownloadJob')} onSelect={onAddDownloadJob} />}
      {onCreateEvent && <MenuItem label={t('video.cell.createEvent')} onSelect={onCreateEvent} />}
    </CellMenu>
  );
}
