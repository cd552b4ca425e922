/** Spec 1 §8: 'Loading...' while the workspace loads, an 'Error' header with the message when it cannot. */
import { useTranslation } from 'react-i18next';
import type { WorkspaceDataState } from './useWorkspaceData';

export function WorkspaceStatus({ state }: { state: Exclude<WorkspaceDataState, { status: 'ready' }> }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p className="vt-muted vt-views-status">{t('views.loading')}</p>;
  return (
    <div className="vt-error-panel" role="alert">
      <h2>{t('views.error')}</h2>
      <p>{state.message}</p>
    </div>
  );
}
