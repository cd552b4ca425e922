import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { initI18n } from '../../i18n';
import { type Progress, StateProvider, useSetProgress } from '../../state';
import { ProgressIndicator } from './ProgressIndicator';
import { useProgressTask } from './progressTasks';

function Task({ progress }: { progress: Progress | null }) {
  const setProgress = useSetProgress();
  useEffect(() => setProgress(progress), [progress, setProgress]);
  return null;
}

function renderWith(progress: Progress | null) {
  return render(
    <StateProvider>
      <Task progress={progress} />
      <ProgressIndicator />
    </StateProvider>,
  );
}

describe('status bar progress (spec 1 §2.10)', () => {
  beforeAll(() => initI18n('en-US'));

  it('shows nothing while idle', () => {
    const { container } = renderWith(null);
    expect(container.textContent).toBe('');
  });

  it('shows the task with its progress and a Stop that stops it', async () => {
    const onStop = jest.fn();
    renderWith({ label: 'Exporting video', fraction: 0.42, onStop });
    await act(async () => undefined);
    const bar = screen.getByRole('progressbar', { name: 'Exporting video' }) as HTMLProgressElement;
    expect(bar.value).toBe(42);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('has no Stop for a task that cannot be stopped', async () => {
    renderWith({ label: 'Loading archive' });
    await act(async () => undefined);
    expect(screen.getByRole('progressbar', { name: 'Loading archive' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('is driven by a task handed to useProgressTask while it runs (issue 34: imports, uploads)', async () => {
    let finish: (value: string) => void = () => undefined;
    let answer: Promise<string> | undefined;
    function Upload() {
      const withProgress = useProgressTask();
      return (
        <button
          type="button"
          onClick={() => {
            answer = withProgress(
              { label: 'Uploading plan.png' },
              new Promise<string>((resolve) => (finish = resolve)),
            );
          }}
        >
          Upload
        </button>
      );
    }
    render(
      <StateProvider>
        <Upload />
        <ProgressIndicator />
      </StateProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading plan.png' })).toBeTruthy();
    await act(async () => finish('done'));
    await expect(answer).resolves.toBe('done');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
