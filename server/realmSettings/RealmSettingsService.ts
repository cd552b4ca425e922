/** Realm settings (spec 3 §3.6 realm, §7.2 updateRealm, updateCurrentRealm, validateEmail):
 *  export and delivery limits, the administrator's address, audit retention (auditTtl feeds the
 *  audit retention at once), mfAuth (verification codes at login), the player's idle timeout and
 *  jitter buffer, map settings, and e-mail settings that count as validated only after a real
 *  test message went through them. Every change goes to the user audit; passwords never do. */
import {
  EMAIL_TEST_SUBJECT,
  isEmailAddress,
  REALM_ERROR,
  REALM_LIMIT_LABELS,
  REALM_LIMITS,
  type RealmLimitField,
} from '../../shared/access/userAdmin';
import {
  DEFAULT_MAX_DOWNLOAD_LENGTH_MIN,
  type RealmEmailSettings,
  type RealmRecord,
  type RealmRepository,
  type RealmSettings,
} from '../db/repositories/realms';
import { DomainError } from '../kernel/DomainError';
import type { AuditParty, UserAudit } from '../events/UserAudit';
import type { Mailer } from '../mail/mailer';
import { realmSendsOwnMail } from '../mail/realmMailer';
import { GEO_ICON_SET_ERROR, isGeoIconSet } from '../../shared/maps/geoIconSets';

export interface EmailSettingsInput {
  enabled?: boolean | null;
  host?: string | null;
  port?: number | null;
  tls?: boolean | null;
  from?: string | null;
  auth?: boolean | null;
  user?: string | null;
  /** Left out or empty: the stored password stays. */
  password?: string | null;
}

export interface RealmInput {
  name?: string | null;
  maxDownloadTime?: number | null;
  adminEmail?: string | null;
  maxScheduledDeliveryDelay?: number | null;
  auditTtl?: number | null;
  mfAuth?: boolean | null;
  playerIdleTimeout?: number | null;
  jitterBufferLength?: number | null;
  emailSettings?: EmailSettingsInput | null;
  geoIconSet?: string | null;
  esriMapTileUrl?: string | null;
  esriAccessToken?: string | null;
  defaultMapLayer?: string | null;
  googleMapsApiKey?: string | null;
}

export interface RealmActing {
  realmId: string;
  actor: AuditParty & { email: string | null };
}

export interface EmailValidation {
  validated: boolean;
  message: string | null;
}

/** The parts of e-mail settings a test message proves; a change to any of them needs a new test. */
const PROVEN_FIELDS = ['host', 'port', 'tls', 'from', 'auth', 'user', 'password'] as const;

export interface RealmSettingsDeps {
  realms: RealmRepository;
  audit: UserAudit;
  /** The platform's own mailer: whether mfAuth can reach users when the realm has none. */
  platformMailer: Mailer;
  /** Builds a mailer over settings under test (SMTP). */
  smtpMailer: (settings: RealmEmailSettings) => Mailer;
  /** Called after auditTtl changed, so retention applies it now. */
  onAuditTtlChanged: (realmId: string) => Promise<void>;
}

export class RealmSettingsService {
  constructor(private readonly deps: RealmSettingsDeps) {}

  /** The realm, or undefined when there is none (a transport decides what that means to its caller). */
  find(realmId: string): Promise<RealmRecord | undefined> {
    return this.deps.realms.byId(realmId);
  }

  /** The longest export the realm allows, in minutes (its setting, or the default when unset). */
  async maxDownloadLength(realmId: string): Promise<number> {
    return (await this.deps.realms.byId(realmId))?.settings.maxDownloadLength ?? DEFAULT_MAX_DOWNLOAD_LENGTH_MIN;
  }

  async realm(realmId: string): Promise<RealmRecord> {
    const realm = await this.deps.realms.byId(realmId);
    if (!realm) throw new DomainError('notFound', REALM_ERROR.NOT_FOUND);
    return realm;
  }

  async update(acting: RealmActing, input: RealmInput): Promise<RealmRecord> {
    const realm = await this.realm(acting.realmId);
    const settings: RealmSettings = { ...realm.settings };
    const changed: Record<string, unknown> = {};
    const set = <K extends keyof RealmSettings>(key: K, value: RealmSettings[K]) => {
      if (value === settings[key]) return;
      settings[key] = value;
      changed[key] = key === 'esriAccessToken' || key === 'googleMapsApiKey' ? '(changed)' : value;
    };
    let name = realm.name;
    if (input.name != null) {
      name = input.name.trim();
      if (!name) throw DomainError.badInput(REALM_ERROR.NAME_EMPTY);
      if (name !== realm.name) changed.name = name;
    }
    for (const field of Object.keys(REALM_LIMITS) as RealmLimitField[]) {
      const value = input[field];
      if (value == null) continue;
      checkRange(field, value);
      set(field, value);
    }
    if (input.maxDownloadTime != null) set('maxDownloadLength', input.maxDownloadTime);
    if (input.adminEmail != null) {
      const email = input.adminEmail.trim().toLowerCase();
      if (email && !isEmailAddress(email)) throw DomainError.badInput(REALM_ERROR.ADMIN_EMAIL_INVALID);
      set('adminEmail', email || undefined);
    }
    if (input.geoIconSet != null) {
      // The map draws only the sets it has (issue 28): an unknown name would silently show pins.
      const iconSet = input.geoIconSet.trim();
      if (iconSet && !isGeoIconSet(iconSet)) throw DomainError.badInput(GEO_ICON_SET_ERROR);
      set('geoIconSet', iconSet || undefined);
    }
    if (input.defaultMapLayer != null) set('defaultMapLayer', input.defaultMapLayer);
    if (input.esriMapTileUrl != null) set('esriMapTileUrl', checkTileUrl(input.esriMapTileUrl));
    if (input.esriAccessToken != null) set('esriAccessToken', input.esriAccessToken.trim() || undefined);
    if (input.googleMapsApiKey != null) set('googleMapsApiKey', input.googleMapsApiKey.trim() || undefined);
    if (input.emailSettings != null) {
      const email = mergeEmail(settings.emailSettings, input.emailSettings);
      if (email.enabled) checkEmailSettings(email);
      if (email.enabled && !email.validated) throw DomainError.badInput(REALM_ERROR.EMAIL_NOT_VALIDATED);
      if (JSON.stringify(email) !== JSON.stringify(settings.emailSettings ?? {})) {
        settings.emailSettings = email;
        changed.emailSettings = { ...email, password: email.password ? '(set)' : undefined };
      }
    }
    if (input.mfAuth != null) set('mfAuth', input.mfAuth);
    // Codes that cannot be delivered would lock the realm's users out.
    const mailMatters = 'mfAuth' in changed || 'emailSettings' in changed;
    if (
      settings.mfAuth &&
      mailMatters &&
      !realmSendsOwnMail(settings.emailSettings) &&
      !this.deps.platformMailer.canSend
    ) {
      throw DomainError.badInput(REALM_ERROR.MF_AUTH_NEEDS_EMAIL);
    }
    if (Object.keys(changed).length === 0) return realm;
    await this.deps.realms.update(realm.id, name, settings);
    await this.deps.audit.record([realm.id], {
      kind: 'REALM_UPDATED',
      actor: acting.actor,
      target: { type: 'realm', id: realm.id, name },
      detail: changed,
    });
    if ('auditTtl' in changed) await this.deps.onAuditTtlChanged(realm.id);
    return this.realm(realm.id);
  }

  /** Sends a test message through the settings to the realm's administrator address (or the
   *  caller's); when it goes through, the settings are stored as validated. */
  async validateEmail(acting: RealmActing, input: EmailSettingsInput): Promise<EmailValidation> {
    const realm = await this.realm(acting.realmId);
    const stored = realm.settings.emailSettings;
    const email = { ...mergeEmail(stored, input), validated: false };
    checkEmailSettings(email);
    const to = realm.settings.adminEmail ?? acting.actor.email;
    if (!to) throw DomainError.badInput(REALM_ERROR.EMAIL_RECIPIENT);
    try {
      await this.deps.smtpMailer(email).send({
        to,
        subject: EMAIL_TEST_SUBJECT,
        text: `This message confirms that realm ${realm.name} can send e-mail through ${email.host}:${email.port}.`,
      });
    } catch (err) {
      return { validated: false, message: REALM_ERROR.EMAIL_FAILED((err as Error).message) };
    }
    const validated: RealmEmailSettings = { ...email, validated: true };
    await this.deps.realms.update(realm.id, realm.name, { ...realm.settings, emailSettings: validated });
    await this.deps.audit.record([realm.id], {
      kind: 'EMAIL_VALIDATED',
      actor: acting.actor,
      target: { type: 'realm', id: realm.id, name: realm.name },
      detail: { host: email.host, port: email.port, to },
    });
    return { validated: true, message: null };
  }
}

function checkRange(field: RealmLimitField, value: number): void {
  const { min, max } = REALM_LIMITS[field];
  if (!Number.isInteger(value) || value < min || value > max) {
    throw DomainError.badInput(REALM_ERROR.NUMBER_RANGE(REALM_LIMIT_LABELS[field], min, max));
  }
}

/** The tile server's URL must be http(s): the console's page policy admits its origin. */
function checkTileUrl(raw: string): string | undefined {
  const url = raw.trim();
  if (!url) return undefined;
  try {
    const parsed = new URL(url.replace(/\{[a-z]\}/gi, '0'));
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return url;
  } catch {
    // refused below
  }
  throw DomainError.badInput('Map tile URL must be an http or https address');
}

/** The stored settings with the input's fields; `validated` stays only while nothing a test
 *  proved has changed. */
function mergeEmail(stored: RealmEmailSettings | undefined, input: EmailSettingsInput): RealmEmailSettings {
  const base = stored ?? {};
  const next: RealmEmailSettings = {
    enabled: input.enabled ?? base.enabled ?? false,
    host: input.host != null ? input.host.trim() : base.host,
    port: input.port ?? base.port,
    tls: input.tls ?? base.tls ?? false,
    from: input.from != null ? input.from.trim() : base.from,
    auth: input.auth ?? base.auth ?? false,
    user: input.user != null ? input.user.trim() : base.user,
    password: input.password ? input.password : base.password,
  };
  const same = PROVEN_FIELDS.every((field) => (next[field] ?? null) === (base[field] ?? null));
  return { ...next, validated: Boolean(base.validated) && same };
}

function checkEmailSettings(email: RealmEmailSettings): void {
  if (!email.host) throw DomainError.badInput(REALM_ERROR.EMAIL_HOST);
  if (email.port == null || !Number.isInteger(email.port) || email.port < 1 || email.port > 65535) {
    throw DomainError.badInput(REALM_ERROR.EMAIL_PORT);
  }
  if (!email.from || !isEmailAddress(email.from)) throw DomainError.badInput(REALM_ERROR.EMAIL_FROM);
  if (email.auth && !email.user) throw DomainError.badInput(REALM_ERROR.EMAIL_USER);
}
