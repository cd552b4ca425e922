/** The first run's two calls (issue 36): is setup open, and the claim that creates the first
 *  administrator (paths and shapes from shared/auth/firstRunSetup). */
import { SETUP_PATH, type SetupRequest, type SetupState } from '../../../shared/auth/firstRunSetup';
import type { LoginResponse } from '../../../shared/auth/loginApi';
import { apiRequest } from '../../api';

export const setupApi = {
  state: () => apiRequest<SetupState>(SETUP_PATH),
  claim: (request: SetupRequest) => apiRequest<LoginResponse>(SETUP_PATH, { method: 'POST', body: request }),
};
