/** The long tasks the status bar's progress bar shows (spec 1 §2.10): a feature hands its work to
 *  useProgressTask (an import, an upload) and the bar shows it while it runs; the user's exports
 *  are shown by ExportProgressSource. The newest running task is shown. */
import { useCallback } from 'react';
import { atom, type Progress, useAtomValue, useSetAtom } from '../../state';

interface RunningTask {
  id: number;
  progress: Progress;
}

export const runningTasksAtom = atom<readonly RunningTask[]>([]);
/** The user's exports under way, as one bar (ExportProgressSource keeps it). */
export const exportProgressAtom = atom<Progress | null>(null);

let nextTaskId = 1;

/** Runs `work` with the bar showing `progress` until it settles; resolves or rejects as it does. */
export function useProgressTask(): <T>(progress: Progress, work: Promise<T> | (() => Promise<T>)) => Promise<T> {
  const setTasks = useSetAtom(runningTasksAtom);
  return useCallback(
    async (progress, work) => {
      const id = nextTaskId++;
      setTasks((tasks) => [...tasks, { id, progress }]);
      try {
        return await (typeof work === 'function' ? work() : work);
      } finally {
        setTasks((tasks) => tasks.filter((task) => task.id !== id));
      }
    },
    [setTasks],
  );
}

/** What the bar shows: a progress set directly, else the newest task, else the exports. */
export function useShownProgress(direct: Progress | null): Progress | null {
  const tasks = useAtomValue(runningTasksAtom);
  const exporting = useAtomValue(exportProgressAtom);
  return direct ?? tasks[tasks.length - 1]?.progress ?? exporting;
}
