/** The camera page (spec 3 §2.1 /view/camera/edit/{cameraId}/{tabId}): tabs General, Connection,
 *  Recording, Health (issue 29: its health settings and live statistics) and Log over one form;
 *  Save sends what the tabs hold (updateCamera), a changed connection is probed by the platform and
 *  its warning shown; enable/disable and delete. A camera that cannot be read says so in the spec's
 *  words (§8). */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { HEALTH_SETTINGS_ERROR } from '../../../shared/metrics/healthSettings';
import {
  Button,
  Form,
  FormBanner,
  FormSubmitButton,
  type ServerFields,
  Tabs,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { adminErrorMessage, warningsByField } from '../admin';
import { CameraHealthPanel } from '../reports';
import { useVisualConfigFlag } from '../session';
import { CameraQuery, UpdateCameraMutation } from './cameraAdminDocuments';
import { cameraFormRules, cameraInput, EMPTY_CAMERA_FORM, formFromDevice, type CameraFormState } from './cameraForm';
import { CameraLogTab } from './CameraLogTab';
import { CAMERA_TABS, CAMERAS_PATH, cameraEditPath, cameraTab, cameraVaePath, type CameraTab } from './cameraPaths';
import { ConnectionFields } from './ConnectionFields';
import { DeleteCameraDialog } from './DeleteCameraDialog';
import { GeneralFields } from './GeneralFields';
import { HealthSettingsFields } from './HealthSettingsFields';
import { ProbeAction } from './ProbeAction';
import { ProbePicture } from './ProbePicture';
import { ProbeSummary } from './ProbeSummary';
import { RecordingFields } from './RecordingFields';
import { useCameraTabName, useCloseCameraTabs } from './useCameraTab';
import { useProbe } from './useProbe';

const HEALTH_SERVER_FIELDS: ServerFields<CameraFormState> = {
  gravity: [HEALTH_SETTINGS_ERROR.gravity],
  readinessTimeout: [HEALTH_SETTINGS_ERROR.readinessTimeout],
  livenessTimeout: [HEALTH_SETTINGS_ERROR.livenessTimeout],
};

export function CameraEditPage({ cameraId, tabId }: { cameraId: string; tabId: string | undefined }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const analyticsLimited = useVisualConfigFlag('limitedVideoAnalyticsAccess');
  const toast = useToast();
  const tab = cameraTab(tabId);
  const [read, reread] = useQuery({ query: CameraQuery, variables: { id: cameraId }, requestPolicy: 'network-only' });
  const device = read.data?.device;
  const byUrl = device?.config?.configType === 'url';
  // The URL is checked only where the camera has one (a demo source has none); the rules read it
  // as they run, the camera being read after the form was set up.
  const withUrl = useRef(byUrl);
  withUrl.current = byUrl;
  const form = useSharedForm<CameraFormState>({
    defaultValues: EMPTY_CAMERA_FORM,
    rules: (values) => cameraFormRules({ withUrl: withUrl.current, withName: true })(values),
  });
  const [warnings, setWarnings] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const probe = useProbe(cameraId);
  const closeCameraTabs = useCloseCameraTabs();
  useCameraTabName(cameraId, device?.name);
  const { reset } = form;

  useEffect(() => {
    if (device) reset(formFromDevice(device));
  }, [device, reset]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const input = cameraInput(values, true);
      const result = await client
        .mutation(UpdateCameraMutation, {
          id: cameraId,
          input: byUrl ? input : { ...input, connection: null, url: null, user: null, authType: null },
        })
        .toPromise();
      if (result.error) return adminErrorMessage(result.error);
      const saved = result.data?.updateCamera;
      setWarnings(warningsByField(saved?.warning));
      toast(t('cameraAdmin.edit.saved', { name: saved?.device.name ?? values.name }), 'success');
      if (saved?.warning?.message)
        toast(t('cameraAdmin.add.addedWithWarning', { message: saved.warning.message }), 'warning');
      reread({ requestPolicy: 'network-only' });
    },
    // The platform's refusal of a health setting shows under its field (its rule is the console's too).
    { serverFields: HEALTH_SERVER_FIELDS },
  );

  if (read.error) {
    return (
      <section className="vt-admin-page" role="alert">
        <p>{t('cameraAdmin.readError', { id: cameraId, message: adminErrorMessage(read.error) })}</p>
      </section>
    );
  }
  if (!read.data) return <p className="vt-muted">{t('cameraAdmin.loading')}</p>;
  if (!device || device.deviceType !== 'camera') {
    return (
      <section className="vt-admin-page" role="alert">
        <p>{t('cameraAdmin.notFound')}</p>
      </section>
    );
  }

  const body = (which: CameraTab) => {
    switch (which) {
      case 'general':
        return <GeneralFields cameraId={cameraId} />;
      case 'connection':
        return byUrl ? (
          <>
            <ConnectionFields warnings={{ ...warnings, ...probe.warnings }} />
            <ProbeAction
              probing={probe.probing}
              failure={probe.failure}
              variant="secondary"
              onProbe={() => void probe.run(form.getValues())}
            />
            {probe.probe && (
              <ProbeSummary probe={probe.probe}>
                <ProbePicture cameraId={cameraId} name={device.name} at={probe.probedAt} />
              </ProbeSummary>
            )}
          </>
        ) : (
          <p className="vt-muted">{t('cameraAdmin.edit.demoSource')}</p>
        );
      case 'recording':
        return <RecordingFields />;
      case 'health':
        return (
          <>
            <HealthSettingsFields />
            <Suspense fallback={<p className="vt-muted">{t('cameraAdmin.loading')}</p>}>
              <CameraHealthPanel cameraId={cameraId} />
            </Suspense>
          </>
        );
      case 'log':
        return <CameraLogTab cameraId={cameraId} />;
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="vt-admin-page vt-camera-form">
      <header className="vt-admin-page__header">
        <h1>
          <bdi>{device.name}</bdi>
        </h1>
        <div className="vt-admin-page__actions">
          <Button type="button" variant="quiet" onClick={() => navigate(CAMERAS_PATH)}>
            {t('cameraAdmin.edit.back')}
          </Button>
          {/* Issue 32: the camera's video analytics page (spec 3 §2.1), unless analytics are limited (§6). */}
          {!analyticsLimited && (
            <Button type="button" variant="secondary" onClick={() => navigate(cameraVaePath(cameraId))}>
              {t('cameraAdmin.edit.videoAnalytics')}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={() => setDeleting(true)}>
            {t('cameraAdmin.delete.button')}
          </Button>
          {tab !== 'log' && <FormSubmitButton>{t('cameraAdmin.save')}</FormSubmitButton>}
        </div>
      </header>
      <FormBanner />
      <Tabs
        label={t('cameraAdmin.edit.tabs')}
        value={tab}
        tabs={CAMERA_TABS.map((value) => ({ value, label: t(`cameraAdmin.tabs.${value}`) }))}
        onChange={(next) => navigate(cameraEditPath(cameraId, next))}
        panelClassName="vt-camera-tabs__panel"
      >
        {body(tab)}
      </Tabs>
      {deleting && (
        <DeleteCameraDialog
          camera={device}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            toast(t('cameraAdmin.delete.done', { name: device.name }), 'success');
            closeCameraTabs(cameraId);
            navigate(CAMERAS_PATH);
          }}
        />
      )}
    </Form>
  );
}
