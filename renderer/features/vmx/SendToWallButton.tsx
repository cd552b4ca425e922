/** 'Send to wall' beside an event's other actions (issue 30: an alarm pushed to a wall in one
 *  action): shown only when the platform lists a wall the operator may control; opens the dialog
 *  that picks the display. */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button } from '../../ui';
import { VmxWallsQuery } from './vmxDocuments';

const SendToWallDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "vmx" */ './SendToWallDialog')).SendToWallDialog,
}));

export function SendToWallButton({ cameraId, cameraName }: { cameraId: string; cameraName: string }) {
  const { t } = useTranslation();
  const [walls] = useQuery({ query: VmxWallsQuery, requestPolicy: 'cache-first' });
  const [open, setOpen] = useState(false);
  const controllable = (walls.data?.videoWalls ?? []).filter((wall) => wall.canControl);
  if (controllable.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('vmx.send.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SendToWallDialog
            cameraId={cameraId}
            cameraName={cameraName}
            walls={controllable}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
