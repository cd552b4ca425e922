/** What a report is drawn for (issue 29): a camera or an avatar, one of its metrics, and the period
 *  — last hour, 24 hours, 7 days, or a custom range typed as local date-times. */
import { useTranslation } from 'react-i18next';
import { metricDefinition } from '../../../shared/metrics/metricNames';
import { Button, SelectField, TextField } from '../../ui';
import { REPORT_HISTORY_DAYS, REPORT_PRESETS, type ReportPreset, type ReportRangeProblem } from './reportRange';

export type ReportDeviceKind = 'camera' | 'avatar';

export interface ReportChoice {
  kind: ReportDeviceKind;
  deviceId: string;
  metricName: string;
  preset: ReportPreset;
  /** The custom range's inputs ('YYYY-MM-DDTHH:mm'). */
  customFrom: string;
  customTo: string;
}

export interface ReportControlsProps {
  choice: ReportChoice;
  onChange: (choice: ReportChoice) => void;
  devices: ReadonlyArray<{ id: string; name: string }>;
  metrics: ReadonlyArray<{ name: string; description?: string | null }>;
  problem: ReportRangeProblem | undefined;
  onRefresh: () => void;
  onExport: (() => void) | undefined;
}

export function ReportControls({
  choice,
  onChange,
  devices,
  metrics,
  problem,
  onRefresh,
  onExport,
}: ReportControlsProps) {
  const { t } = useTranslation();
  const set = (part: Partial<ReportChoice>) => onChange({ ...choice, ...part });
  return (
    <div className="vt-report-controls" role="group" aria-label={t('reports.controls')}>
      <SelectField<ReportDeviceKind>
        label={t('reports.deviceKind')}
        value={choice.kind}
        options={[
          { value: 'camera', label: t('reports.kinds.camera') },
          { value: 'avatar', label: t('reports.kinds.avatar') },
        ]}
        onChange={(kind) => set({ kind, deviceId: '', metricName: '' })}
      />
      <SelectField
        label={t('reports.device')}
        value={choice.deviceId}
        disabled={devices.length === 0}
        options={devices.map((device) => ({ value: device.id, label: device.name }))}
        onChange={(deviceId) => set({ deviceId, metricName: '' })}
      />
      <SelectField
        label={t('reports.metric')}
        value={choice.metricName}
        disabled={metrics.length === 0}
        options={metrics.map((metric) => ({ value: metric.name, label: metricLabel(t, choice.kind, metric) }))}
        onChange={(metricName) => set({ metricName })}
      />
      <SelectField<ReportPreset>
        label={t('reports.period')}
        value={choice.preset}
        options={REPORT_PRESETS.map((preset) => ({ value: preset, label: t(`reports.presets.${preset}`) }))}
        onChange={(preset) => set({ preset })}
      />
      {choice.preset === 'custom' && (
        <>
          <TextField
            type="datetime-local"
            label={t('reports.from')}
            value={choice.customFrom}
            onChange={(customFrom) => set({ customFrom })}
            invalid={problem !== undefined}
          />
          <TextField
            type="datetime-local"
            label={t('reports.to')}
            value={choice.customTo}
            onChange={(customTo) => set({ customTo })}
            error={problem && t(`reports.range.${problem}`, { days: REPORT_HISTORY_DAYS })}
          />
        </>
      )}
      <div className="vt-report-controls__actions">
        <Button type="button" variant="secondary" onClick={onRefresh}>
          {t('reports.refresh')}
        </Button>
        <Button type="button" variant="secondary" disabled={!onExport} onClick={onExport}>
          {t('reports.exportCsv')}
        </Button>
      </div>
    </div>
  );
}

/** A metric's name in the operator's language where the console knows the metric (shared
 *  metricNames), else the platform's description, else its name. */
export function metricLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  kind: ReportDeviceKind,
  metric: { name: string; description?: string | null },
): string {
  const known = metricDefinition(kind, metric.name);
  const fallback = metric.description || metric.name;
  return known ? t(known.labelKey, { defaultValue: fallback }) : fallback;
}
