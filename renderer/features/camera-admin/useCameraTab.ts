/** The camera page's workspace tab (issue 36): one tab per camera, titled with the camera's name
 *  rather than its id, and closed — with the camera's other tabs — once the camera is deleted. */
import { useCallback, useEffect } from 'react';
import { useOpenTabs, useTabNames } from '../../state';
import { cameraPagePath, isCameraPath } from './cameraPaths';

/** Names the camera page's tab while the page knows the camera's name. */
export function useCameraTabName(cameraId: string, name: string | undefined) {
  const [, setNames] = useTabNames();
  useEffect(() => {
    if (!name) return;
    const path = cameraPagePath(cameraId);
    setNames((names) => (names[path] === name ? names : { ...names, [path]: name }));
  }, [cameraId, name, setNames]);
}

/** Closes every tab of a deleted camera and forgets its name. */
export function useCloseCameraTabs(): (cameraId: string) => void {
  const [, setTabs] = useOpenTabs();
  const [, setNames] = useTabNames();
  return useCallback(
    (cameraId: string) => {
      setTabs((tabs) => tabs.filter((tab) => !isCameraPath(tab.path, cameraId)));
      setNames((names) => {
        const { [cameraPagePath(cameraId)]: _gone, ...rest } = names;
        return rest;
      });
    },
    [setTabs, setNames],
  );
}
