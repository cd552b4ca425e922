/** The dialogs a view's controls open — share, delete (with its confirmation), cast — and the
 *  one that is showing. Used by the view list and the view header alike. */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '../../../shared/views';
import { usePlatform } from '../../platform';
import { CastViewDialog } from './CastViewDialog';
import { ConfirmDialog } from '../../ui';
import { ShareViewDialog } from './ShareViewDialog';
import type { ViewActions } from './useViewActions';

type Open = { kind: 'share' | 'delete' | 'cast'; view: View } | null;

export function useViewDialogs(actions: ViewActions, shareNames: () => ReadonlySet<string>) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const casting = platform.kind === 'desktop' ? platform.viewCasting : undefined;

  let dialog: ReactNode = null;
  if (open?.kind === 'share') {
    dialog = <ShareViewDialog view={open.view} taken={shareNames()} actions={actions} onClose={close} />;
  } else if (open?.kind === 'delete') {
    const view = open.view;
    dialog = (
      <ConfirmDialog
        title={t('views.deleteTitle')}
        confirmLabel={t('views.delete')}
        onCancel={close}
        onConfirm={() => {
          close();
          void actions.remove(view);
        }}
      >
        <p>{t('views.deleteConfirm', { name: view.name })}</p>
      </ConfirmDialog>
    );
  } else if (open?.kind === 'cast' && casting) {
    dialog = <CastViewDialog view={open.view} casting={casting} onClose={close} />;
  }

  return {
    dialog,
    /** Cast exists only when the Platform is the desktop shell and offers it. */
    canCast: casting !== undefined,
    share: (view: View) => setOpen({ kind: 'share', view }),
    remove: (view: View) => setOpen({ kind: 'delete', view }),
    cast: (view: View) => setOpen({ kind: 'cast', view }),
  };
}

export type ViewDialogs = ReturnType<typeof useViewDialogs>;
