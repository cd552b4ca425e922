/** The installer dialog of the main interface's 'Install App' action (spec 1 §2.2): a Windows 10
 *  download whose URL comes from the system parameter updatesHost (spec 1 §7). */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { installerUrl } from '../../../shared/desktop';
import { APP_VERSION } from '../../platform';
import { Dialog, ErrorBanner, Icon } from '../../ui';
import { UpdatesHostQuery } from './guilistDocuments';
import './guilist.css';

/** The download link, or undefined when the server has no usable updates host. */
export function windowsInstallerUrl(updatesHost: string | null | undefined, hostName: string): string | undefined {
  if (!updatesHost) return undefined;
  try {
    return installerUrl({ updatesHost, platform: 'win10-x64', hostName, version: APP_VERSION });
  } catch (error) {
    console.warn('No installer URL', error);
    return undefined;
  }
}

export function InstallAppDialog({ guiName, onClose }: { guiName: string; onClose: () => void }) {
  const { t } = useTranslation();
  // Asked afresh each time: an updates host an administrator has just set is offered at once.
  const [{ data, error, fetching }] = useQuery({ query: UpdatesHostQuery, requestPolicy: 'network-only' });
  const url = windowsInstallerUrl(data?.systemParameters.updatesHost, window.location.hostname);
  return (
    <Dialog title={t('guilist.install.title', { name: guiName })} onClose={onClose}>
      <p className="vt-muted">{t('guilist.install.intro')}</p>
      {fetching && <p className="vt-muted">{t('app.loading')}</p>}
      {error && <ErrorBanner error={error.message} />}
      {data &&
        (url ? (
          <a className="vt-download" href={url} download>
            <Icon name="download" />
            <span>
              <span className="vt-download__title">{t('guilist.install.windows10')}</span>
              <span className="vt-download__meta">{t('guilist.install.version', { version: APP_VERSION })}</span>
            </span>
          </a>
        ) : (
          <p className="vt-warning">{t('guilist.install.unavailable')}</p>
        ))}
    </Dialog>
  );
}
