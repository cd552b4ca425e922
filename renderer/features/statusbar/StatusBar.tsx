/** The 28 px status bar (spec 1 §2.10): user name, progress with Stop, the registered popup
 *  triggers, and Contact Us when the realm provides it. */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_BAR_HEIGHT_PX } from '../../../shared/shell/constants';
import { useUserInfo } from '../session';
import { Icon } from '../../ui';
import { ContactUs } from './ContactUs';
import { ExportProgressSource } from './ExportProgressSource';
import { ProgressIndicator } from './ProgressIndicator';
import { STATUS_BAR_TRIGGERS, type StatusBarTrigger } from './statusBarTriggers';
import './statusbar.css';

export function StatusBar({ triggers = STATUS_BAR_TRIGGERS }: { triggers?: readonly StatusBarTrigger[] }) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const [openId, setOpenId] = useState<string | null>(null);
  const available = triggers.filter((trigger) => trigger.isAvailable?.(info) ?? true);
  const open = available.find((trigger) => trigger.id === openId);

  return (
    <footer className="vt-statusbar" style={{ height: STATUS_BAR_HEIGHT_PX }} aria-label={t('statusbar.label')}>
      <span className="vt-statusbar__user" title={t('statusbar.user')}>
        <Icon name="user" size={14} />
        <bdi>{info.user.name}</bdi>
      </span>
      <ExportProgressSource />
      <ProgressIndicator />
      <span className="vt-statusbar__spacer" />
      {available.map((trigger) => (
        <TriggerButton key={trigger.id} trigger={trigger} onOpen={() => setOpenId(trigger.id)} />
      ))}
      <ContactUs />
      {/* A popup whose code loads when first opened shows once it has. */}
      <Suspense fallback={null}>{open && <open.Popup onClose={() => setOpenId(null)} />}</Suspense>
    </footer>
  );
}

function TriggerButton({ trigger, onOpen }: { trigger: StatusBarTrigger; onOpen: () => void }) {
  const { t } = useTranslation();
  const badge = trigger.useBadge?.();
  return (
    <button type="button" className="vt-statusbar__button" onClick={onOpen} data-trigger={trigger.id}>
      <Icon name={trigger.icon} size={14} />
      {t(trigger.label)}
      {badge !== undefined && badge > 0 && <span className="vt-badge">{badge}</span>}
    </button>
  );
}
