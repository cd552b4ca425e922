/** Adding a camera (spec 3 §2.1 /view/camera/add; §7.1 probeDevice, §7.2 create device): first its
 *  connection, probed — what the camera sends or why it cannot be read, with the probe's warnings
 *  beside the fields they concern — then its name, recording and position. The camera may be added
 *  despite a warning (a camera installed before it is online); saving opens its camera page. */
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { ONVIF_DEFAULT_PORT, onvifServiceUrl } from '../../../shared/cameraAdmin/onvifAddress';
import { Button, Form, FormBanner, FormSubmitButton, useFormSubmit, useSharedForm, useToast } from '../../ui';
import { adminErrorMessage } from '../admin';
import { CreateCameraMutation } from './cameraAdminDocuments';
import { cameraFormRules, cameraInput, EMPTY_CAMERA_FORM, withPastedUrl, type CameraFormState } from './cameraForm';
import { CAMERAS_PATH, cameraEditPath } from './cameraPaths';
import { ConnectionFields } from './ConnectionFields';
import { GeneralFields } from './GeneralFields';
import { ProbeAction } from './ProbeAction';
import { ProbedFrame } from './ProbedFrame';
import { ProbeSummary } from './ProbeSummary';
import { RecordingFields } from './RecordingFields';
import { useProbe } from './useProbe';

/** A link may name the camera: ?url=…&name=…, or — from Avatar Discovery, for an ONVIF camera —
 *  ?source=onvif&host=…&port=…&name=…: the ONVIF connection to its device service, for the
 *  administrator to add the login and probe. */
function initialForm(search: string): CameraFormState {
  const params = new URLSearchParams(search);
  const host = params.get('host');
  const form = { ...EMPTY_CAMERA_FORM, name: params.get('name') ?? '' };
  if (host) {
    const port = params.get('port') || ONVIF_DEFAULT_PORT;
    return { ...form, connection: 'ONVIF', url: onvifServiceUrl(host, port) };
  }
  const url = params.get('url') ?? '';
  return url ? { ...withPastedUrl(form, url), connection: url.startsWith('http') ? 'HTTP' : 'RTSP_TCP' } : form;
}

export function CameraAddPage() {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const location = useLocation();
  const form = useSharedForm<CameraFormState>({
    defaultValues: initialForm(location.search),
    rules: cameraFormRules(),
  });
  const probe = useProbe();
  const { reset: resetProbe } = probe;
  // A changed connection must be probed again before the next step.
  const connection = useWatch({ control: form.control, name: ['connection', 'url', 'user', 'password'] }).join('\n');
  const probedConnection = useRef(connection);
  useEffect(() => {
    if (probedConnection.current === connection) return;
    probedConnection.current = connection;
    resetProbe();
  }, [connection, resetProbe]);

  const runProbe = async () => {
    if (!(await form.trigger('url', { shouldFocus: true }))) return;
    await probe.run(form.getValues());
  };

  const submit = useFormSubmit(form, async (values) => {
    const result = await client.mutation(CreateCameraMutation, { input: cameraInput(values, false) }).toPromise();
    if (result.error) return adminErrorMessage(result.error);
    const saved = result.data?.createCamera;
    if (!saved) return;
    toast(t('cameraAdmin.add.added', { name: saved.device.name }), 'success');
    if (saved.warning?.message)
      toast(t('cameraAdmin.add.addedWithWarning', { message: saved.warning.message }), 'warning');
    navigate(cameraEditPath(saved.device.id, 'general'));
  });

  return (
    <Form form={form} onSubmit={submit} className="vt-admin-page vt-camera-form">
      <header className="vt-admin-page__header">
        <h1>{t('cameraAdmin.add.title')}</h1>
        <Button type="button" variant="quiet" onClick={() => navigate(CAMERAS_PATH)}>
          {t('cameraAdmin.cancel')}
        </Button>
      </header>
      <ol className="vt-camera-form__steps">
        <li aria-current={probe.probe ? undefined : 'step'}>{t('cameraAdmin.add.stepConnection')}</li>
        <li aria-current={probe.probe ? 'step' : undefined}>{t('cameraAdmin.add.stepSettings')}</li>
      </ol>
      <ConnectionFields warnings={probe.warnings} />
      <ProbeAction
        probing={probe.probing}
        failure={probe.failure}
        variant={probe.probe ? 'secondary' : 'primary'}
        onProbe={() => void runProbe()}
      />
      {probe.probe && (
        <>
          <ProbeSummary probe={probe.probe}>
            <ProbedFrame picture={probe.probe.picture} />
          </ProbeSummary>
          <GeneralFields />
          <RecordingFields />
          <FormBanner />
          <div className="vt-admin-page__actions">
            <FormSubmitButton>{t('cameraAdmin.add.submit')}</FormSubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}
