/** A realm's own outgoing e-mail (spec 3 §3.6 e-mail settings): when the realm's settings are
 *  enabled and were validated by a real test message, its users' mail (activation links,
 *  verification codes) goes through that SMTP server; otherwise through the platform's mailer. */
import type { RealmRepository, RealmEmailSettings } from '../db/repositories/realms';
import { loadNodemailer, type Mailer } from './mailer';

/** How long an SMTP server may take to answer before sending is given up (ms). */
const SMTP_CONNECT_MS = 10_000;
const SMTP_SOCKET_MS = 20_000;

/** A mailer over the realm's SMTP settings. `tls`: TLS from the start on port 465, else STARTTLS
 *  required; without it the connection stays plain (for servers inside the site's network). */
export function smtpMailer(settings: RealmEmailSettings): Mailer {
  const port = settings.port ?? (settings.tls ? 465 : 25);
  const secure = Boolean(settings.tls) && port === 465;
  return {
    canSend: true,
    send: async (message) => {
      const transport = (await loadNodemailer()).createTransport({
        host: settings.host,
        port,
        secure,
        requireTLS: Boolean(settings.tls) && !secure,
        ignoreTLS: !settings.tls,
        ...(settings.auth && { auth: { user: settings.user ?? '', pass: settings.password ?? '' } }),
        connectionTimeout: SMTP_CONNECT_MS,
        greetingTimeout: SMTP_CONNECT_MS,
        socketTimeout: SMTP_SOCKET_MS,
      });
      try {
        await transport.sendMail({ from: settings.from, ...message });
      } finally {
        transport.close();
      }
    },
  };
}

/** True when the realm sends its own mail. */
export function realmSendsOwnMail(settings: RealmEmailSettings | undefined): settings is RealmEmailSettings {
  return Boolean(settings?.enabled && settings.validated && settings.host);
}

export class RealmMailers {
  constructor(
    private readonly realms: RealmRepository,
    private readonly platform: Mailer,
  ) {}

  /** The mailer for a realm's users: the realm's own when it has one, else the platform's. */
  async forRealm(realmId: string): Promise<Mailer> {
    const realm = await this.realms.byId(realmId);
    const settings = realm?.settings.emailSettings;
    return realmSendsOwnMail(settings) ? smtpMailer(settings) : this.platform;
  }
}
