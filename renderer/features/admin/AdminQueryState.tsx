/** Spec 3 §8 query components: 'Loading...' while waiting, header 'Error' with the platform's
 *  message, and 'No data to display.' when empty; otherwise what was asked for. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import './adminKit.css';

export interface AdminQueryStateProps {
  fetching: boolean;
  error: CombinedError | undefined;
  empty: boolean;
  /** The error's text (the spec's wording around the platform's message); the message itself by default. */
  describeError?: (message: string) => string;
  children: ReactNode;
}

export function AdminQueryState({ fetching, error, empty, describeError, children }: AdminQueryStateProps) {
  const { t } = useTranslation();
  if (error) {
    const message = adminErrorMessage(error);
    return (
      <div className="vt-admin-page__error" role="alert">
        <h3>{t('admin.kit.error')}</h3>
        <p>{describeError ? describeError(message) : message}</p>
      </div>
    );
  }
  if (fetching) return <p className="vt-muted">{t('admin.kit.loading')}</p>;
  if (empty) return <p className="vt-muted">{t('admin.kit.noData')}</p>;
  return <>{children}</>;
}

/** The platform's own wording of a failed call. */
export function adminErrorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
}
