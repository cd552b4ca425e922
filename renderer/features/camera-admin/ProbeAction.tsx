/** The Probe button of a camera's connection (spec 3 §7.1), on the add page and the edit page's
 *  Connection tab: it says while probeDevice runs, and why the last probe failed below it. */
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps, ErrorBanner } from '../../ui';

export interface ProbeActionProps {
  probing: boolean;
  failure: string | null;
  /** The add page's first step makes it the primary action until a probe answered. */
  variant: ButtonProps['variant'];
  onProbe: () => void;
}

export function ProbeAction({ probing, failure, variant, onProbe }: ProbeActionProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="vt-admin-page__actions">
        <Button type="button" variant={variant} busy={probing} onClick={onProbe}>
          {probing ? t('cameraAdmin.probe.probing') : t('cameraAdmin.probe.run')}
        </Button>
      </div>
      <ErrorBanner error={failure} />
    </>
  );
}
