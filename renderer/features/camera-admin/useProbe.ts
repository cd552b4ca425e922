/** Runs probeDevice for the form's connection (or a stored camera's, with its stored password), and
 *  keeps when it answered. */
import { useState } from 'react';
import { useClient } from 'urql';
import { adminErrorMessage, warningsByField } from '../admin';
import { ProbeDeviceQuery, type CameraProbe } from './cameraAdminDocuments';
import { cameraInput, type CameraFormState } from './cameraForm';

export function useProbe(deviceId?: string) {
  const client = useClient();
  const [probe, setProbe] = useState<CameraProbe | null>(null);
  const [probing, setProbing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [probedAt, setProbedAt] = useState(0);
  const run = async (form: CameraFormState): Promise<CameraProbe | null> => {
    setProbing(true);
    setFailure(null);
    const input = cameraInput(form, deviceId !== undefined);
    const result = await client
      .query(
        ProbeDeviceQuery,
        {
          input: {
            connection: input.connection,
            url: input.url,
            user: input.user,
            ...('password' in input && { password: input.password }),
          },
          deviceId: deviceId ?? null,
        },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setProbing(false);
    if (result.error) {
      setFailure(adminErrorMessage(result.error));
      setProbe(null);
      return null;
    }
    const found = result.data?.probeDevice ?? null;
    setProbe(found);
    setProbedAt(Date.now());
    return found;
  };
  /** The probe's warnings keyed by the form field they name. */
  const warnings = warningsByField(probe?.warning);
  return { probe, probedAt, probing, failure, run, warnings, reset: () => setProbe(null) };
}
