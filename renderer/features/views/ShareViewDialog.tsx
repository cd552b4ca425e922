/** Share: a copy of the view for the whole realm, named by default with a free ' 1', ' 2' …
 *  suffix; the user's earlier copy with the same name is replaced (spec 1 §4, §5). */
import { useTranslation } from 'react-i18next';
import { suggestShareName, type View } from '../../../shared/views';
import { useToast } from '../../ui';
import type { ViewActions } from './useViewActions';
import { ViewNameDialog } from './ViewNameDialog';

export interface ShareViewDialogProps {
  view: View;
  taken: ReadonlySet<string>;
  actions: Pick<ViewActions, 'share'>;
  onClose: () => void;
}

export function ShareViewDialog({ view, taken, actions, onClose }: ShareViewDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <ViewNameDialog
      title={t('views.shareTitle', { name: view.name })}
      submitLabel={t('views.share')}
      initialName={suggestShareName(view.name, taken)}
      taken={taken}
      onCancel={onClose}
      onSubmit={async (name) => {
        if (await actions.share(view, name)) {
          toast(t('views.shared', { name }), 'success');
          onClose();
        }
      }}
    />
  );
}
