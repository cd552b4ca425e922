/** A red banner with one error: an ApiError (as '[code] message' only where ApiErrorCodes says so),
 *  or a plain validation message; the platform's messages in the operator's language (issue 34). */
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/auth/loginApi';
import { NETWORK_ERROR_CODE } from '../api';
import { ApiErrorCodes } from './ApiErrorCodes';
import { formatApiError } from './formatApiError';
import { localiseServerMessage } from './localiseServerMessage';
import './ErrorBanner.css';

export function ErrorBanner({ error }: { error: ApiError | string | null | undefined }) {
  const { t } = useTranslation();
  const withCode = useContext(ApiErrorCodes);
  if (error == null || error === '') return null;
  const text =
    typeof error === 'string'
      ? localiseServerMessage(t, error)
      : error.code === NETWORK_ERROR_CODE
        ? t('errors.network')
        : formatApiError({ ...error, message: localiseServerMessage(t, error.message, error) }, withCode);
  return (
    <div className="vt-error-banner" role="alert">
      {/* Isolated: a message without a translation is English inside a right-to-left page. */}
      <bdi>{text}</bdi>
    </div>
  );
}
