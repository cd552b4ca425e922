/** A red banner with one error: an ApiError (as '[code] message' only where ApiErrorCodes says so),
 *  or a plain validation message. */
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/auth/loginApi';
import { NETWORK_ERROR_CODE } from '../api';
import { ApiErrorCodes } from './ApiErrorCodes';
import { formatApiError } from './formatApiError';
import './ErrorBanner.css';

export function ErrorBanner({ error }: { error: ApiError | string | null | undefined }) {
  const { t } = useTranslation();
  const withCode = useContext(ApiErrorCodes);
  if (error == null || error === '') return null;
  const text =
    typeof error === 'string'
      ? error
      : error.code === NETWORK_ERROR_CODE
        ? t('errors.network')
        : formatApiError(error, withCode);
  return (
    <div className="vt-error-banner" role="alert">
      {/* Isolated: server messages are often English inside a right-to-left page. */}
      <bdi>{text}</bdi>
    </div>
  );
}
