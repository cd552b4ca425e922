/** Devices → Video Walls (spec 1 §2.5; issue 30): the section's screens load as their own chunk,
 *  so the shell carries only this. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const VideoWallScreens = lazy(async () => ({
  default: (await import(/* webpackChunkName: "video-walls" */ './VideoWallScreens')).VideoWallScreens,
}));

export interface VideoWallsSectionProps {
  action: string;
  params: Record<string, string>;
}

export function VideoWallsSection(props: VideoWallsSectionProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('videoWalls.loading')}</p>}>
      <VideoWallScreens {...props} />
    </Suspense>
  );
}
