/** The realm settings form's draft: text fields as typed, turned into updateCurrentRealm's input
 *  (numbers parsed; an empty number field is left unchanged; an empty password keeps the stored one). */
import type { RealmSettings } from './accessUsersDocuments';

export interface RealmDraft {
  name: string;
  adminEmail: string;
  maxDownloadTime: string;
  maxScheduledDeliveryDelay: string;
  auditTtl: string;
  playerIdleTimeout: string;
  jitterBufferLength: string;
  mfAuth: boolean;
  email: {
    enabled: boolean;
    host: string;
    port: string;
    tls: boolean;
    from: string;
    auth: boolean;
    user: string;
    password: string;
  };
  geoIconSet: string;
  esriMapTileUrl: string;
  esriAccessToken: string;
  defaultMapLayer: string;
  googleMapsApiKey: string;
}

export const NUMBER_FIELDS = [
  'maxDownloadTime',
  'maxScheduledDeliveryDelay',
  'auditTtl',
  'playerIdleTimeout',
  'jitterBufferLength',
] as const;

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

export function realmDraft(realm: RealmSettings): RealmDraft {
  const email = realm.emailSettings;
  return {
    name: realm.name,
    adminEmail: text(realm.adminEmail),
    maxDownloadTime: text(realm.maxDownloadTime),
    maxScheduledDeliveryDelay: text(realm.maxScheduledDeliveryDelay),
    auditTtl: text(realm.auditTtl),
    playerIdleTimeout: text(realm.playerIdleTimeout),
    jitterBufferLength: text(realm.jitterBufferLength),
    mfAuth: realm.mfAuth === true,
    email: {
      enabled: email?.enabled === true,
      host: text(email?.host),
      port: text(email?.port),
      tls: email?.tls === true,
      from: text(email?.from),
      auth: email?.auth === true,
      user: text(email?.user),
      password: '',
    },
    geoIconSet: text(realm.geoIconSet),
    esriMapTileUrl: text(realm.esriMapTileUrl),
    esriAccessToken: text(realm.esriAccessToken),
    defaultMapLayer: text(realm.defaultMapLayer) || 'OSM',
    googleMapsApiKey: text(realm.googleMapsApiKey),
  };
}

/** A whole number typed in a field, NaN when it is not one (the platform refuses it with its range). */
function whole(value: string): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function emailInput(draft: RealmDraft) {
  const { email } = draft;
  return {
    enabled: email.enabled,
    host: email.host.trim(),
    port: whole(email.port),
    tls: email.tls,
    from: email.from.trim(),
    auth: email.auth,
    user: email.user.trim(),
    ...(email.password && { password: email.password }),
  };
}

export function realmInput(draft: RealmDraft) {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.flatMap((field) => {
      const value = whole(draft[field]);
      return value === null ? [] : [[field, Number.isNaN(value) ? -1 : value]];
    }),
  );
  return {
    name: draft.name,
    adminEmail: draft.adminEmail,
    ...numbers,
    mfAuth: draft.mfAuth,
    emailSettings: emailInput(draft),
    geoIconSet: draft.geoIconSet,
    esriMapTileUrl: draft.esriMapTileUrl,
    esriAccessToken: draft.esriAccessToken,
    defaultMapLayer: draft.defaultMapLayer as 'OSM',
    googleMapsApiKey: draft.googleMapsApiKey,
  };
}
