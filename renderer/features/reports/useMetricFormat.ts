/** A metric value formatter in the operator's language: formatMetricValue with the words Intl does
 *  not have (fps, status names) taken from the locale files. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { METRIC_STATE } from '../../../shared/metrics/metricNames';
import { formatMetricValue, type MetricUnitName, type MetricWords } from './formatMetricValue';

export function useMetricWords(): MetricWords {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      fps: (value: string) => t('reports.units.fps', { value }),
      status: (value: number) =>
        value === METRIC_STATE.NORMAL
          ? t('reports.status.normal')
          : value === METRIC_STATE.BROKEN
            ? t('reports.status.broken')
            : String(value),
    }),
    [t],
  );
}

/** The formatter of one unit (stable while the language and unit stay the same). */
export function useMetricFormat(unit: MetricUnitName | null | undefined): (value: number | null | undefined) => string {
  const { i18n } = useTranslation();
  const words = useMetricWords();
  return useCallback(
    (value: number | null | undefined) => formatMetricValue(value, unit, i18n.language, words),
    [unit, i18n.language, words],
  );
}
