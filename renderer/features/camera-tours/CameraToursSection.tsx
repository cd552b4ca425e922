/** Devices → Camera tours (spec 1 §2.5; spec 3 §2.1; issue 28): the section's screens load as their
 *  own chunk, so the shell carries only this. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const CameraTourScreens = lazy(async () => ({
  default: (await import(/* webpackChunkName: "camera-tours" */ './CameraTourScreens')).CameraTourScreens,
}));

export interface CameraToursSectionProps {
  action: string;
  params: Record<string, string>;
}

export function CameraToursSection(props: CameraToursSectionProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('cameraTours.loading')}</p>}>
      <CameraTourScreens {...props} />
    </Suspense>
  );
}
