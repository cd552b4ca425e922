/** The cell's settings menu (spec 2 §2 Player controls): Auto AOD request On/Off, Digital Zoom,
 *  Analytics Markup (Alert, All, None), Add download job and Create Event. */
import { useTranslation } from 'react-i18next';
import { Menu, MenuCheckboxItem, MenuItem, MenuRadioGroup } from '../../ui';
import { VideoIcon } from '../player';
import type { CameraCellOptions } from './CameraCell';

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
    <Menu label={t('video.cell.settings')} face={<VideoIcon name="settings" />} triggerClassName="vt-cell__button">
      <MenuRadioGroup
        label={t('video.cell.autoAod')}
        showLabel
        value={autoAod ? 'on' : 'off'}
        choices={[
          { value: 'on', label: t('video.cell.on') },
          { value: 'off', label: t('video.cell.off') },
        ]}
        onChange={(value) => onAutoAod(value === 'on')}
      />
      {digitalZoom && (
        <MenuCheckboxItem
          label={t('video.cell.digitalZoom')}
          checked={digitalZoom.on}
          onChange={digitalZoom.onChange}
        />
      )}
      <MenuRadioGroup
        label={t('video.cell.markup')}
        showLabel
        value={markup}
        choices={MARKUPS.map((value) => ({ value, label: t(`video.cell.markupChoice.${value}`) }))}
        onChange={onMarkup}
      />
      {onAddDownloadJob && <MenuItem label={t('video.cell.addDownloadJob')} onSelect={onAddDownloadJob} />}
      {onCreateEvent && <MenuItem label={t('video.cell.createEvent')} onSelect={onCreateEvent} />}
    </Menu>
  );
}
