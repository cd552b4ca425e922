/** One metric over time, drawn by uPlot on a canvas (issue 29: a charting library made for long
 *  time series — 10,000 points draw in a few milliseconds). Loaded lazily (LazyMetricChart), so
 *  the console's first load does not carry it. Time runs left to right in every language, as on
 *  the timeline; the values read in the operator's language through `format`. The canvas is an
 *  image to assistive technology, named by `label`; the table beside it holds the same points. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useElementSize } from '../../ui';
import './reports.css';

export interface MetricChartProps {
  /** Times (ms since the epoch), ascending, and their values (null where there is no sample). */
  times: readonly number[];
  values: ReadonlyArray<number | null>;
  /** A value as the operator reads it (its unit, the language's digits). */
  format: (value: number | null) => string;
  /** Names the chart for assistive technology. */
  label: string;
  /** The series' name in the chart's legend. */
  seriesName: string;
  /** The time axis's name in the legend. */
  timeName: string;
  /** Height of the drawing in px. */
  height?: number;
  /** The period the time axis spans (ms since the epoch); the points' own span when absent. */
  span?: { from: number; to: number } | undefined;
}

const DAY_MS = 86_400_000;

/** The colours of the console's theme (CSS custom properties), read where the chart is drawn. */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--vt-text-muted', '#9aa4b2'),
    grid: read('--vt-border', 'rgba(127,127,127,0.25)'),
    line: read('--vt-accent', '#3b8bff'),
  };
}

export function MetricChart({
  times,
  values,
  format,
  label,
  seriesName,
  timeName,
  height = 280,
  span,
}: MetricChartProps) {
  const { i18n } = useTranslation();
  const [measure, size] = useElementSize<HTMLDivElement>();
  const host = useRef<HTMLDivElement | null>(null);
  const chart = useRef<uPlot | null>(null);
  const formatRef = useRef(format);
  formatRef.current = format;
  const width = Math.floor(size.width);
  const spanFrom = span?.from;
  const spanTo = span?.to;

  // The chart is built again when its size, language or series change; uPlot draws it in one pass.
  useEffect(() => {
    const element = host.current;
    if (!element || width <= 0) return;
    const colours = themeColours(element);
    const fixed = spanFrom !== undefined && spanTo !== undefined ? ([spanFrom, spanTo] as [number, number]) : undefined;
    const [first, last] = fixed ?? [times[0] ?? 0, times.at(-1) ?? 0];
    // A tick names what its step changes: the day when ticks are days apart, the day and hour
    // when hours apart over several days, the time of day within one.
    const days = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
    const dayHours = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', hour: '2-digit', minute: '2-digit' });
    const hours = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
    const tick = (time: number, step: number) =>
      (step >= DAY_MS ? days : last - first > DAY_MS ? dayHours : hours).format(time);
    const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
    const axis = { stroke: colours.text, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid } };
    const plot = new uPlot(
      {
        width,
        height,
        ms: 1,
        cursor: { drag: { x: true, y: false } },
        // A period longer than its points (a camera added an hour ago, in a week's report) is
        // drawn whole, so where the samples sit in it reads at a glance.
        scales: { x: { time: true, ...(fixed && { range: (): [number, number] => fixed }) } },
        series: [
          { label: timeName, value: (_, time) => (time == null ? '—' : full.format(time)) },
          {
            label: seriesName,
            stroke: colours.line,
            width: 2,
            fill: `color-mix(in srgb, ${colours.line} 15%, transparent)`,
            spanGaps: false,
            points: { show: times.length <= 120 },
            value: (_, value) => formatRef.current(value),
          },
        ],
        axes: [
          {
            ...axis,
            space: last - first > DAY_MS ? 120 : 70,
            values: (_, ticks, _axis, _space, step) => ticks.map((time) => tick(time, step)),
          },
          { ...axis, size: 80, values: (_, ticks) => ticks.map((value) => formatRef.current(value)) },
        ],
      },
      [times as number[], values as Array<number | null>],
      element,
    );
    chart.current = plot;
    return () => {
      plot.destroy();
      chart.current = null;
    };
  }, [times, values, width, height, seriesName, timeName, i18n.language, spanFrom, spanTo]);

  return (
    <div
      className="vt-metric-chart"
      dir="ltr"
      role="img"
      aria-label={label}
      // What is drawn, for tools that read the page (the canvas itself holds pixels only).
      data-points={times.length}
      data-last-time={times.at(-1)}
      data-last-value={values.at(-1) ?? undefined}
      ref={(element) => {
        host.current = element;
        measure(element);
      }}
    />
  );
}
