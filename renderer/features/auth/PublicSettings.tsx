/** What the logged-out pages learn from the server before anyone logs in: branding, whether
 *  e-mail can be sent, and the language list. Fetched once for all logged-out routes. */
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Language } from '../../../shared/auth/loginApi';
import { authApi } from '../../api';
import { type Branding, DEFAULT_BRANDING, toBranding } from './branding';

export interface PublicSettings {
  branding: Branding;
  /** The server parameter EMAIL_CAN_BE_SEND is 'true'. */
  emailCanBeSent: boolean;
  /** The server's languages; empty until they arrive (or when they cannot be read). */
  languages: Language[];
}

const INITIAL: PublicSettings = { branding: DEFAULT_BRANDING, emailCanBeSent: false, languages: [] };

const PublicSettingsContext = createContext<PublicSettings>(INITIAL);

export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<PublicSettings>(INITIAL);

  useEffect(() => {
    let live = true;
    const update = (patch: Partial<PublicSettings>) => {
      if (live) setSettings((current) => ({ ...current, ...patch }));
    };
    void authApi.branding().then((result) => {
      if (result.ok) update({ branding: toBranding(result.value) });
    });
    void authApi.parameters().then((result) => {
      if (result.ok) update({ emailCanBeSent: result.value.EMAIL_CAN_BE_SEND?.trim().toLowerCase() === 'true' });
    });
    void authApi.languages().then((result) => {
      if (result.ok) update({ languages: result.value });
    });
    return () => {
      live = false;
    };
  }, []);

  return <PublicSettingsContext.Provider value={settings}>{children}</PublicSettingsContext.Provider>;
}

export function usePublicSettings(): PublicSettings {
  return useContext(PublicSettingsContext);
}
