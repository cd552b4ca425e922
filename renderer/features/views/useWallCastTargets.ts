/** The video wall displays a view can be cast to from the desktop app (spec 1 §2.8 casting; issue
 *  30): the paired displays of the walls the operator may control, named in the operator's
 *  language, and the cast itself — the display's new content as shared/desktop planCast says. */
import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import { castTargets, planCast, type CastTarget } from '../../../shared/desktop';
import type { Display } from '../../../shared/ipc/displays';
import type { View } from '../../../shared/views';
import { SetDisplayContentMutation, useDisplayName, VmxWallsQuery } from '../vmx';

export type WallCastTarget = Extract<CastTarget, { kind: 'wallDisplay' }>;

/** The cameras a view's widgets show, in their order (spec 1 §3: a widget's camera is props.deviceId). */
export function camerasOfView(view: View): string[] {
  return view.widgets.flatMap((w) => (typeof w.props.deviceId === 'string' ? [w.props.deviceId] : []));
}

export function useWallCastTargets(view: View) {
  const [walls] = useQuery({ query: VmxWallsQuery, requestPolicy: 'cache-and-network' });
  const [, setContent] = useMutation(SetDisplayContentMutation);
  const displayName = useDisplayName();
  const controllable = (walls.data?.videoWalls ?? [])
    .filter((wall) => wall.canControl)
    .map((wall) => ({ ...wall, displays: wall.displays.map((d) => ({ ...d, name: displayName(d) })) }));
  const targets = castTargets([] as Display[], controllable, []).filter(
    (target): target is WallCastTarget => target.kind === 'wallDisplay',
  );

  /** Resolves to the platform's refusal, or undefined once the display shows the view. */
  const cast = useCallback(
    async (target: WallCastTarget): Promise<string | undefined> => {
      const plan = planCast(target, { id: view.id, isShared: view.isShared === true, cameraIds: camerasOfView(view) });
      if (plan.type !== 'setWallDisplayContent') return undefined;
      const result = await setContent({
        wallId: plan.wallId,
        displayIndex: plan.displayIndex,
        content: plan.content,
      });
      return result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : undefined;
    },
    [setContent, view],
  );

  return { targets, loading: walls.fetching && !walls.data, cast };
}
