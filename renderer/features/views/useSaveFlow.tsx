/** Saving a view (spec 1 §5): each widget's own validation error is shown as an error toast and
 *  blocks the save; widgets without a data source ask 'Some widgets has no data source:' with
 *  their reasons joined by 'or' before the save goes on. */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '../../../shared/views';
import { useStore } from '../../state';
import { useToast } from '../../ui';
import { useUserInfo } from '../session';
import { getWidget } from '../widgets';
import { ConfirmDialog } from '../../ui';

export function useSaveFlow() {
  const { t } = useTranslation();
  const toast = useToast();
  const [question, setQuestion] = useState<{ reasons: string[]; go: () => void } | null>(null);
  const { user, realm } = useUserInfo();
  const state = useStore();
  const context = { userId: user.id, realmId: realm.id, state };

  /** Runs `save` unless a widget refuses; asks first when widgets lack a data source. */
  function guard(draft: View, save: () => void) {
    const errors: string[] = [];
    const missing: string[] = [];
    for (const widget of draft.widgets) {
      const definition = getWidget(widget.widgetId);
      const error = definition?.validate?.(widget.props) ?? definition?.validateView?.(draft, context);
      if (error) errors.push(t(error.key, { ...error.values, name: widget.name }));
      const reason = definition?.missingDataSource?.(widget.props);
      if (reason) missing.push(t(reason.key, { ...reason.values, name: widget.name }));
    }
    if (errors.length > 0) {
      errors.forEach((message) => toast(message, 'error'));
      return;
    }
    if (missing.length > 0) {
      setQuestion({ reasons: [...new Set(missing)], go: save });
      return;
    }
    save();
  }

  const dialog: ReactNode = question && (
    <ConfirmDialog
      title={t('views.noDataSourceTitle')}
      confirmLabel={t('views.saveAnyway')}
      onCancel={() => setQuestion(null)}
      onConfirm={() => {
        setQuestion(null);
        question.go();
      }}
    >
      <p>{t('views.noDataSource')}</p>
      <p>{question.reasons.join(` ${t('views.or')} `)}</p>
    </ConfirmDialog>
  );

  return { guard, dialog };
}
