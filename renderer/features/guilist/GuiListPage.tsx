/** /guilist: the system check and the interfaces the user may open (spec 1 §2.2); choosing one
 *  goes where §4 says. The desktop shell goes on by itself when the system is quiet and logs out
 *  when the account has no Enterprise UI. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { SOLID_GUI_ID } from '../../../shared/shell/constants';
import { AuthPage } from '../auth';
import { useSession, useUserInfo } from '../session';
import { usePlatform } from '../../platform';
import { ErrorBanner, useToast } from '../../ui';
import { type GuiItem, GuiList } from './GuiList';
import { GuisQuery, SystemStatusQuery } from './guilistDocuments';
import { InstallAppDialog } from './InstallAppDialog';
import { SystemCheck } from './SystemCheck';
import { clockSkewSeconds, isSystemQuiet } from './systemCheck';
import { useInterfaceRoute } from './useInterfaceRoute';

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

export function GuiListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platform = usePlatform();
  const info = useUserInfo();
  const { logout } = useSession();
  const toast = useToast();
  const { routeFor } = useInterfaceRoute(info.user.id, info.isAdmin);
  const [status] = useQuery({ query: SystemStatusQuery, context: NETWORK_ONLY });
  const [guis] = useQuery({ query: GuisQuery, context: NETWORK_ONLY });
  const [skew, setSkew] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const [installing, setInstalling] = useState<GuiItem | null>(null);

  const systemStatus = status.data?.systemStatus;
  // The client's clock is read when the server's answer arrives.
  useEffect(() => {
    if (systemStatus) setSkew(clockSkewSeconds(systemStatus.serverTime, Date.now()));
  }, [systemStatus]);

  const choose = useCallback(
    async (gui: GuiItem) => {
      setBusyId(gui.id);
      setChooseError(null);
      const route = await routeFor(gui);
      setBusyId(null);
      if (route.ok) void navigate(route.path);
      else setChooseError(route.message);
    },
    [navigate, routeFor],
  );

  const list = guis.data?.guis;
  const solid = list?.find((gui) => gui.id === SOLID_GUI_ID);
  const desktop = platform.kind === 'desktop';
  const quiet = systemStatus !== undefined && skew !== null && isSystemQuiet(systemStatus, skew);

  useEffect(() => {
    if (!desktop || !list) return;
    if (!solid) {
      toast(t('guilist.noEnterpriseUi'), 'error');
      void logout();
    } else if (quiet) void choose(solid);
  }, [desktop, list, solid, quiet, choose, logout, toast, t]);

  return (
    <AuthPage title={t('guilist.title')} wide>
      {systemStatus && skew !== null ? (
        <SystemCheck status={systemStatus} skewSeconds={skew} />
      ) : (
        status.fetching && <p className="vt-muted">{t('app.loading')}</p>
      )}
      {status.error && <ErrorBanner error={t('guilist.statusError', { message: status.error.message })} />}
      <h2 className="vt-section-title">{t('guilist.interfaces')}</h2>
      {guis.fetching && !list && <p className="vt-muted">{t('app.loading')}</p>}
      {guis.error && <ErrorBanner error={guis.error.message} />}
      <ErrorBanner error={chooseError} />
      {list && (
        <GuiList
          guis={list}
          busyId={busyId}
          onChoose={(gui) => void choose(gui)}
          onInstall={desktop ? undefined : setInstalling}
        />
      )}
      {installing && <InstallAppDialog guiName={installing.name} onClose={() => setInstalling(null)} />}
    </AuthPage>
  );
}
