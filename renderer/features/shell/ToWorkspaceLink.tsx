/** The way back to the workspace (/main) from a page outside it: the not-found page (spec 1 §2.2)
 *  and /example. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ToWorkspaceLink() {
  const { t } = useTranslation();
  return (
    <p>
      <Link className="vt-link" to="/main">
        {t('notFound.toWorkspace')}
      </Link>
    </p>
  );
}
