/** The login page of a platform nobody has set up yet leads to /setup (issue 36): there is no
 *  account to log in with until the first administrator exists. */
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SETUP_PAGE } from '../../../shared/auth/firstRunSetup';
import { setupApi } from './setupApi';

export function FirstRunRedirect({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void setupApi.state().then((result) => {
      if (live && result.ok && result.value?.open === true) void navigate(SETUP_PAGE, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return <>{children}</>;
}
