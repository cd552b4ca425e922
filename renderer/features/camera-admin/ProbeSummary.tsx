/** What probeDevice found (spec 3 §7.1): codec, resolution, frame rate and streams — for an ONVIF
 *  camera also the device and its media profiles, the recorded one marked —, or why the camera
 *  could not be read, and the warnings the platform raised; a camera page adds the camera's picture. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraProbe } from './cameraAdminDocuments';

export function ProbeSummary({ probe, children }: { probe: CameraProbe; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="vt-camera-probe" aria-label={t('cameraAdmin.probe.title')} data-testid="camera-probe">
      <h2>{t('cameraAdmin.probe.title')}</h2>
      {probe.reachable && probe.codec ? (
        <dl className="vt-camera-probe__facts">
          <dt>{t('cameraAdmin.probe.codec')}</dt>
          <dd data-testid="probe-codec">{probe.codec.toUpperCase()}</dd>
          <dt>{t('cameraAdmin.probe.resolution')}</dt>
          <dd data-testid="probe-resolution">
            {probe.width ?? '?'}×{probe.height ?? '?'}
          </dd>
          <dt>{t('cameraAdmin.probe.frameRate')}</dt>
          <dd>{probe.frameRate != null ? t('cameraAdmin.probe.fps', { fps: probe.frameRate }) : '—'}</dd>
          <dt>{t('cameraAdmin.probe.streams')}</dt>
          <dd>
            {probe.streams.map((s) => `${s.codec.toUpperCase()} ${s.width ?? '?'}×${s.height ?? '?'}`).join(', ')}
          </dd>
          {probe.onvif && <OnvifFacts onvif={probe.onvif} />}
        </dl>
      ) : (
        <p>{t('cameraAdmin.probe.unread')}</p>
      )}
      {probe.reachable && children}
      {probe.warning?.warningFields?.length ? (
        <ul className="vt-camera-probe__warnings" data-testid="probe-warnings">
          {probe.warning.warningFields.map((w) => (
            <li key={`${w.field}:${w.value ?? ''}`}>
              <strong>{t(`cameraAdmin.probe.fields.${w.field}`, { defaultValue: w.field })}:</strong> {w.value}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function OnvifFacts({ onvif }: { onvif: NonNullable<CameraProbe['onvif']> }) {
  const { t } = useTranslation();
  const device = [onvif.manufacturer, onvif.model].filter(Boolean).join(' ');
  return (
    <>
      <dt>{t('cameraAdmin.probe.device')}</dt>
      <dd data-testid="probe-device">
        {onvif.firmware ? t('cameraAdmin.probe.deviceFirmware', { device, firmware: onvif.firmware }) : device || '—'}
      </dd>
      <dt>{t('cameraAdmin.probe.profiles')}</dt>
      <dd>
        <ul className="vt-camera-probe__profiles" data-testid="probe-profiles">
          {onvif.profiles.map((p) => (
            <li key={p.token} aria-current={p.token === onvif.profileToken ? 'true' : undefined}>
              {`${p.name} — ${p.encoding ?? '?'} ${p.width ?? '?'}×${p.height ?? '?'}`}
              {p.token === onvif.profileToken && ` (${t('cameraAdmin.probe.recordedProfile')})`}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}
