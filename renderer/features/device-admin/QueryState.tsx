/** Spec 3 §8 query components: 'Loading...' while waiting, header 'Error' with the message, and
 *  'No data to display.' when empty. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';

export function QueryState({
  fetching,
  error,
  empty,
  children,
}: {
  fetching: boolean;
  error: CombinedError | undefined;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className="vt-device-admin__error" role="alert">
        <h3>{t('deviceAdmin.error')}</h3>
        <p>{errorMessage(error)}</p>
      </div>
    );
  }
  if (fetching) return <p className="vt-muted">{t('deviceAdmin.loading')}</p>;
  if (empty) return <p className="vt-muted">{t('deviceAdmin.noData')}</p>;
  return <>{children}</>;
}

/** The platform's own wording of a failed call. */
export function errorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.message;
}
