/** What /view/new shows a user who may not add views (spec 1 §6: adding views is admin only):
 *  'Access is denied' in place of the wizard, as admin-only sections answer operators. */
import { useTranslation } from 'react-i18next';

export function AddViewDenied() {
  const { t } = useTranslation();
  return (
    <section className="vt-section-placeholder" aria-labelledby="vt-add-view-denied">
      <h1 id="vt-add-view-denied">{t('views.wizard.deniedTitle')}</h1>
      <p className="vt-muted">{t('views.wizard.denied')}</p>
    </section>
  );
}
