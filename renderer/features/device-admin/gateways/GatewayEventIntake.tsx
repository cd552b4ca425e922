/** A saved gateway's event intake (issue 28; spec 3 §3.1 Gateway subscribed events): the address
 *  the gateway posts its events to, how it signs them, and the secret it signs with — issued here,
 *  shown whole once for the installer to copy into the gateway. Issuing a new one asks first: the
 *  gateway's events are refused until it has the new secret. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  GATEWAY_EVENTS_API,
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
} from '../../../../shared/devices/deviceAdminConstants';
import { Button, Dialog, ErrorBanner } from '../../../ui';
import { adminErrorMessage } from '../../admin';
import { IssueGatewayEventSecretMutation } from '../deviceAdminDocuments';

export function GatewayEventIntake({ gatewayId }: { gatewayId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const address = `${window.location.origin}${GATEWAY_EVENTS_API.replace(':id', encodeURIComponent(gatewayId))}`;

  const issue = async () => {
    setSending(true);
    const result = await client.mutation(IssueGatewayEventSecretMutation, { id: gatewayId }).toPromise();
    setSending(false);
    setAsking(false);
    if (result.error) return setProblem(adminErrorMessage(result.error));
    setProblem(null);
    setIssued(result.data?.issueGatewayEventSecret ?? null);
  };

  return (
    <section className="vt-gateway-intake" aria-labelledby="vt-gateway-intake-title">
      <h2 id="vt-gateway-intake-title">{t('deviceAdmin.gateways.intake.title')}</h2>
      <p className="vt-muted">{t('deviceAdmin.gateways.intake.how')}</p>
      {/* Named by a group: the code role takes no name of its own (ARIA 1.2). */}
      <div role="group" aria-label={t('deviceAdmin.gateways.intake.address')}>
        <code className="vt-gateway-intake__address" dir="ltr">
          {address}
        </code>
      </div>
      {/* The wire format itself, the same in every language. */}
      <pre className="vt-gateway-intake__format" dir="ltr">
        {[
          `POST ${GATEWAY_EVENTS_API}`,
          `${GATEWAY_TIMESTAMP_HEADER}: <ms since 1970>`,
          `${GATEWAY_SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`,
          '{ "event": "<subscribed event>", "message": "…", "triggeredAt": <ms> }',
        ].join('\n')}
      </pre>
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('deviceAdmin.gateways.intake.issue')}
        </Button>
      </div>
      <ErrorBanner error={problem} />
      {asking && (
        <Dialog
          title={t('deviceAdmin.gateways.intake.issueTitle')}
          onClose={() => setAsking(false)}
          actions={
            <>
              <Button variant="quiet" onClick={() => setAsking(false)}>
                {t('deviceAdmin.cancel')}
              </Button>
              <Button busy={sending} onClick={() => void issue()}>
                {t('deviceAdmin.gateways.intake.issue')}
              </Button>
            </>
          }
        >
          <p>{t('deviceAdmin.gateways.intake.issueDetail')}</p>
        </Dialog>
      )}
      {issued && (
        <Dialog
          title={t('deviceAdmin.gateways.intake.issuedTitle')}
          onClose={() => setIssued(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(issued)}>
                {t('deviceAdmin.keys.copy')}
              </Button>
              <Button onClick={() => setIssued(null)}>{t('deviceAdmin.keys.done')}</Button>
            </>
          }
        >
          <p>{t('deviceAdmin.gateways.intake.issuedOnce')}</p>
          <div role="group" aria-label={t('deviceAdmin.gateways.intake.secret')}>
            <code className="vt-api-keys__secret" dir="ltr">
              {issued}
            </code>
          </div>
        </Dialog>
      )}
    </section>
  );
}
