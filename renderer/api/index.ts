/** The REST login family, spoken from the renderer. */
export { apiRequest, isApiError, NETWORK_ERROR_CODE, type ApiResult } from './apiRequest';
export { authApi, type RecoverAccountResponse } from './authApi';
