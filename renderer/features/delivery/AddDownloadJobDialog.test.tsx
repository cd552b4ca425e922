import { fireEvent, screen, within } from '@testing-library/react';
import type { GraphqlOperations } from '../../testing';
// The test helpers before the dialog: they install what the router needs in jsdom.
import { flush, renderDelivery } from './testing/renderDelivery';
import { AddDownloadJobDialog } from './AddDownloadJobDialog';
import { fromDateTimeLocal, toDateTimeLocal } from '../../ui';
import { setLanguage } from '../../i18n';
import { act } from '@testing-library/react';

// An hour back, 700 ms past a whole second, as a cell's time may be: the dialog works in whole seconds.
const START = Math.floor((Date.now() - 3_600_000) / 1000) * 1000 + 700;
const START_SECOND = START - 700;

function media(streamSize: 'FULL' | 'REVIEW', enabled = true) {
  return { __typename: 'MediaAspect', id: `m-${streamSize}`, streamType: 'VIDEO', streamSize, enabled };
}

function server(max: number | null, overrides: GraphqlOperations = {}): GraphqlOperations {
  return {
    DeliveryRealm: { currentRealm: { id: 'r1', maxDownloadLength: max, maxScheduledDeliveryDelay: 30 } },
    ExportDevice: { device: { id: 'cam-1', name: 'Lobby', aspects: [media('FULL'), media('REVIEW', false)] } },
    VideoRequestSubmit: (variables) => ({
      videoRequestSubmit: { id: 'job-1', status: 'QUEUED', ...(variables.input as object) },
    }),
    ...overrides,
  };
}

async function open(max: number | null, props: { durationMs?: number } = {}, overrides: GraphqlOperations = {}) {
  const onClose = jest.fn();
  const view = await renderDelivery(
    <AddDownloadJobDialog deviceId="cam-1" deviceName="Lobby" start={START} onClose={onClose} {...props} />,
    { operations: server(max, overrides) },
  );
  const dialog = screen.getByRole('dialog', { name: 'Add download job' });
  const ok = within(dialog).getByRole('button', { name: 'OK' }) as HTMLButtonElement;
  const select = (name: string) => within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;
  return { ...view, dialog, ok, select, onClose };
}

describe('AddDownloadJobDialog (spec 2 §5 Video export)', () => {
  it('defaults to 1 minute and offers hours and minutes within the maximum', async () => {
    const { select, ok } = await open(90);
    expect(select('Hours').value).toBe('0');
    expect(select('Minutes').value).toBe('1');
    expect([...select('Hours').options].map((o) => o.value)).toEqual(['0', '1']);
    expect([...select('Minutes').options].map((o) => o.value)).toEqual(['0', '1', '5', '10', '15', '30', '45', '60']);
    expect(ok.disabled).toBe(false);
  });

  it('says downloads are not allowed without a maximum, and keeps OK disabled', async () => {
    const { dialog, ok } = await open(0);
    expect(within(dialog).getByRole('alert').textContent).toBe('You are not allowed to download videos');
    expect(ok.disabled).toBe(true);
  });

  it('shows Invalid value for a zero duration and the maximum when over it', async () => {
    const { dialog, ok, select } = await open(20);
    fireEvent.change(select('Minutes'), { target: { value: '0' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid value');
    expect(ok.disabled).toBe(true);
    fireEvent.change(select('Minutes'), { target: { value: '15' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(ok.disabled).toBe(false);
  });

  it('keeps a 30 s clip, and carries 60 minutes into an hour', async () => {
    const { select, ok } = await open(90, { durationMs: 30_000 });
    expect(select('Minutes').value).toBe('0.5');
    expect(ok.disabled).toBe(false);
    fireEvent.change(select('Minutes'), { target: { value: '60' } });
    expect(select('Hours').value).toBe('1');
    expect(select('Minutes').value).toBe('0');
  });

  it('flags a duration over the maximum', async () => {
    const { dialog, select, ok } = await open(60, { durationMs: 61 * 60_000 });
    expect(select('Hours').value).toBe('1');
    expect(select('Minutes').value).toBe('1');
    expect(within(dialog).getByRole('alert').textContent).toBe('Max duration value is 60 minutes');
    expect(ok.disabled).toBe(true);
  });

  it('keeps the start between the archive start and now', async () => {
    const archiveStart = START - 3_600_000;
    const onClose = jest.fn();
    const { variablesOf } = await renderDelivery(
      <AddDownloadJobDialog
        deviceId="cam-1"
        deviceName="Lobby"
        start={START}
        archiveStart={archiveStart}
        onClose={onClose}
      />,
      { operations: server(60) },
    );
    const dialog = screen.getByRole('dialog', { name: 'Add download job' });
    const start = within(dialog).getByLabelText('Start') as HTMLInputElement;
    expect(start.min).toBe(toDateTimeLocal(archiveStart, 'second'));
    fireEvent.change(start, { target: { value: toDateTimeLocal(archiveStart - 86_400_000, 'second') } });
    fireEvent.blur(start);
    expect(fromDateTimeLocal(start.value)).toBe(Math.floor(archiveStart / 1000) * 1000);
    fireEvent.change(start, { target: { value: toDateTimeLocal(Date.now() + 86_400_000, 'second') } });
    fireEvent.blur(start);
    expect(fromDateTimeLocal(start.value)).toBeLessThanOrEqual(Date.now());
    fireEvent.change(start, { target: { value: toDateTimeLocal(START - 60_000, 'second') } });
    fireEvent.blur(start);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await flush();
    const startTime = Math.floor((START - 60_000) / 1000) * 1000;
    expect(variablesOf('VideoRequestSubmit')).toEqual([
      { input: { obj: 'cam-1', startTime, endTime: startTime + 60_000, stream: 'FULL' } },
    ]);
  });

  it("falls back to the session's limit when the realm cannot be read", async () => {
    const { ok, dialog } = await open(
      null,
      {},
      {
        DeliveryRealm: { reply: { body: { data: null, errors: [{ message: 'Forbidden' }] } } },
      },
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(ok.disabled).toBe(false);
  });

  it("offers only the device's enabled video streams", async () => {
    const { select } = await open(60);
    expect([...select('Stream').options].map((o) => o.textContent)).toEqual(['Full']);
  });

  it('submits the clip with videoRequestSubmit and closes', async () => {
    const { ok, select, variablesOf, onClose } = await open(60);
    fireEvent.change(select('Minutes'), { target: { value: '5' } });
    fireEvent.click(ok);
    await flush();
    expect(variablesOf('VideoRequestSubmit')).toEqual([
      { input: { obj: 'cam-1', startTime: START_SECOND, endTime: START_SECOND + 5 * 60_000, stream: 'FULL' } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('recomputes the duration from an end picked on the calendar, and moves the end with the duration', async () => {
    const { ok, select, dialog, variablesOf } = await open(60);
    const end = within(dialog).getByLabelText('End') as HTMLInputElement;
    expect(fromDateTimeLocal(end.value)).toBe(Math.floor((START + 60_000) / 1000) * 1000);
    fireEvent.change(end, { target: { value: toDateTimeLocal(START + 20 * 60_000, 'second') } });
    fireEvent.blur(end);
    expect([select('Hours').value, select('Minutes').value]).toEqual(['0', '20']);
    fireEvent.change(select('Minutes'), { target: { value: '45' } });
    expect(fromDateTimeLocal(end.value)).toBe(Math.floor((START + 45 * 60_000) / 1000) * 1000);
    // An end past the maximum shows its error and keeps OK disabled.
    fireEvent.change(end, { target: { value: toDateTimeLocal(START + 90 * 60_000, 'second') } });
    fireEvent.blur(end);
    expect(within(dialog).getByRole('alert').textContent).toBe('Max duration value is 60 minutes');
    expect(ok.disabled).toBe(true);
    fireEvent.change(end, { target: { value: toDateTimeLocal(START + 10 * 60_000, 'second') } });
    fireEvent.blur(end);
    fireEvent.click(ok);
    await flush();
    const [submitted] = variablesOf('VideoRequestSubmit') as Array<{ input: { startTime: number; endTime: number } }>;
    expect(Math.round((submitted!.input.endTime - submitted!.input.startTime) / 60_000)).toBe(10);
  });

  it("shows the server's error in the dialog", async () => {
    const { ok, dialog, onClose } = await open(
      60,
      {},
      {
        VideoRequestSubmit: { reply: { body: { data: null, errors: [{ message: 'Device not found' }] } } },
      },
    );
    fireEvent.click(ok);
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toContain('Device not found');
    expect(onClose).not.toHaveBeenCalled();
  });

  describe("Deliver at (issue 28: the realm's maxScheduledDeliveryDelay)", () => {
    const refusing = (message: string) => ({
      VideoRequestSubmit: { reply: { body: { data: null, errors: [{ message }] } } },
    });

    it("sends the delivery time picked, and names the realm's bound beside it", async () => {
      const { ok, dialog, variablesOf, onClose } = await open(60);
      const deliverAt = within(dialog).getByLabelText('Deliver at (optional)') as HTMLInputElement;
      expect(deliverAt.value).toBe('');
      expect(deliverAt.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(deliverAt.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Empty: at once. At most 30 min ahead.',
      );
      const later = toDateTimeLocal(Date.now() + 20 * 60_000);
      fireEvent.change(deliverAt, { target: { value: later } });
      fireEvent.click(ok);
      await flush();
      expect(variablesOf('VideoRequestSubmit')).toEqual([
        {
          input: {
            obj: 'cam-1',
            startTime: START_SECOND,
            endTime: START_SECOND + 60_000,
            stream: 'FULL',
            deliverAt: fromDateTimeLocal(later),
          },
        },
      ]);
      expect(onClose).toHaveBeenCalled();
    });

    it("shows the platform's refusal under the field and keeps everything entered", async () => {
      const { ok, dialog, select, onClose } = await open(
        60,
        {},
        refusing('A delivery can be scheduled at most 30 minutes ahead'),
      );
      fireEvent.change(select('Minutes'), { target: { value: '5' } });
      const deliverAt = within(dialog).getByLabelText('Deliver at (optional)') as HTMLInputElement;
      const tooLate = toDateTimeLocal(Date.now() + 45 * 60_000);
      fireEvent.change(deliverAt, { target: { value: tooLate } });
      fireEvent.click(ok);
      await flush();
      expect(onClose).not.toHaveBeenCalled();
      const problem = document.getElementById(`${deliverAt.id}-error`);
      expect(problem?.textContent).toBe('A delivery can be scheduled at most 30 minutes ahead');
      expect(deliverAt.getAttribute('aria-invalid')).toBe('true');
      expect(deliverAt.value).toBe(tooLate);
      expect(select('Minutes').value).toBe('5');
      // In Polish, the same refusal in Polish words.
      await act(() => setLanguage('pl-PL'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await flush();
      expect(document.getElementById(`${deliverAt.id}-error`)?.textContent).toBe(
        'Dostarczenie można zaplanować najwyżej 30 min naprzód',
      );
      await act(() => setLanguage('en-US'));
    });

    it('offers no delivery time where the realm allows none', async () => {
      const { dialog } = await open(
        60,
        {},
        {
          DeliveryRealm: { currentRealm: { id: 'r1', maxDownloadLength: 60, maxScheduledDeliveryDelay: 0 } },
        },
      );
      expect(within(dialog).queryByLabelText('Deliver at (optional)')).toBeNull();
    });
  });
});
