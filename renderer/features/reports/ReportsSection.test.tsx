import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';

const NOW = Date.now();

// uPlot reads the display's pixel ratio through matchMedia when it loads; jsdom has none.
beforeAll(() => {
  window.matchMedia ??= ((query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList) as never;
});
const cameras = {
  devicesByAspectTypes: [
    { id: 'c2', name: 'Yard', deviceType: 'camera' },
    { id: 'c1', name: 'Lobby', deviceType: 'camera' },
  ],
};
const metrics = {
  cameraMetrics: [
    { name: 'fps', description: 'Frames per second', unit: 'fps' },
    { name: 'recordedBytes', description: 'Recorded bytes', unit: 'bytes' },
  ],
};
const report = (variables: Record<string, unknown>) => ({
  cameraReport: {
    id: String(variables.id),
    metricName: String(variables.metricName),
    dfaId: null,
    from: variables.from,
    to: variables.to,
    unit: variables.metricName === 'fps' ? 'fps' : 'bytes',
    points: [
      { time: NOW - 180_000, value: 12_000_000 },
      { time: NOW - 120_000, value: null },
      { time: NOW - 60_000, value: 4_000_000 },
    ],
  },
});

async function openReports(overrides: Record<string, unknown> = {}) {
  mockFetch({
    'POST /api/graphql': shellServer({
      ReportDevices: cameras,
      CameraMetrics: metrics,
      CameraReport: report,
      ...overrides,
    } as never),
  });
  await renderApp('/view/Reports');
  return screen.findByRole('heading', { name: 'Reports', level: 1 });
}

describe('Devices → Reports (issue 29)', () => {
  it('reports the first camera by name over the last hour: its figures per unit and its samples newest first', async () => {
    await openReports();
    await act(async () => fireEvent.change(screen.getByLabelText('Metric'), { target: { value: 'recordedBytes' } }));
    expect((screen.getByLabelText('Device') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Lobby');
    await screen.findByRole('heading', { name: /Recorded data of Lobby/ });
    const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Latest')).toBe('4 MB');
    expect(figure('Highest')).toBe('12 MB');
    expect(figure('Average')).toBe('8 MB');
    const rows = within(screen.getByRole('region', { name: 'Samples of Recorded data' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.lastElementChild?.textContent)).toEqual(['4 MB', '—', '12 MB']);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what is wrong with a custom range instead of asking for it', async () => {
    await openReports();
    await act(async () => fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-02T10:00' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-01-01T10:00' } }));
    expect(screen.getByText('The start must be before the end')).toBeTruthy();
  });

  it('shows the platform’s refusal as a report error', async () => {
    await openReports({
      CameraReport: { reply: { body: { data: null, errors: [{ message: 'Unknown metric fps' }] } } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Report error: Unknown metric fps');
  });

  it('says when the realm has no camera to report on', async () => {
    await openReports({ ReportDevices: { devicesByAspectTypes: [] } });
    expect(await screen.findByText('There are no cameras in this realm.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
