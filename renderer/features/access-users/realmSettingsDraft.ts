/** The realm settings form's values (spec 3 §3.6 realm) and what is sent from them: numbers as
 *  numbers (an emptied number is left unchanged), only the settings the administrator changed
 *  (issue 36: saving the idle timeout must not write the map layer), an empty password keeping the
 *  stored one. The rules are shared/access/userAdmin's, the platform's own. */
import { isEmailAddress, REALM_ERROR, REALM_LIMITS, type RealmLimitField } from '../../../shared/access/userAdmin';
import { geoIconSetOf, type GeoIconSet } from '../../../shared/maps/geoIconSets';
import { MAP_LAYERS, type MapLayerId } from '../../../shared/maps/geoMapConstants';
import type { VariablesOf } from '../../graphql';
import type { FieldProblems } from '../../ui';
import { type RealmSettings, type UpdateCurrentRealmMutation } from './accessUsersDocuments';

type RealmInput = VariablesOf<typeof UpdateCurrentRealmMutation>['realm'];

export interface RealmDraft {
  name: string;
  adminEmail: string;
  maxDownloadTime: number | null;
  maxScheduledDeliveryDelay: number | null;
  auditTtl: number | null;
  playerIdleTimeout: number | null;
  jitterBufferLength: number | null;
  mfAuth: boolean;
  email: {
    enabled: boolean;
    host: string;
    port: number | null;
    tls: boolean;
    from: string;
    auth: boolean;
    user: string;
    password: string;
  };
  geoIconSet: GeoIconSet;
  esriMapTileUrl: string;
  esriAccessToken: string;
  defaultMapLayer: MapLayerId;
  googleMapsApiKey: string;
}

export const NUMBER_FIELDS = Object.keys(REALM_LIMITS) as RealmLimitField[];

const text = (value: string | null | undefined) => value ?? '';

/** A stored layer the console knows, else the offline map (what every geo map shows then). */
function mapLayer(value: string | null | undefined): MapLayerId {
  return MAP_LAYERS.find((layer) => layer === value) ?? 'OFFLINE';
}

export function realmDraft(realm: RealmSettings): RealmDraft {
  const email = realm.emailSettings;
  return {
    name: realm.name,
    adminEmail: text(realm.adminEmail),
    maxDownloadTime: realm.maxDownloadTime ?? null,
    maxScheduledDeliveryDelay: realm.maxScheduledDeliveryDelay ?? null,
    auditTtl: realm.auditTtl ?? null,
    playerIdleTimeout: realm.playerIdleTimeout ?? null,
    jitterBufferLength: realm.jitterBufferLength ?? null,
    mfAuth: realm.mfAuth === true,
    email: {
      enabled: email?.enabled === true,
      host: text(email?.host),
      port: email?.port ?? null,
      tls: email?.tls === true,
      from: text(email?.from),
      auth: email?.auth === true,
      user: text(email?.user),
      password: '',
    },
    geoIconSet: geoIconSetOf(realm.geoIconSet),
    esriMapTileUrl: text(realm.esriMapTileUrl),
    esriAccessToken: text(realm.esriAccessToken),
    defaultMapLayer: mapLayer(realm.defaultMapLayer),
    googleMapsApiKey: text(realm.googleMapsApiKey),
  };
}

/** The platform's rules for the fields the console can check before sending; `label` names a
 *  number field in the administrator's language. */
export function realmRules(label: (field: RealmLimitField) => string) {
  return (draft: RealmDraft): FieldProblems => {
    const problems: Record<string, string | undefined> = {
      name: draft.name.trim() ? undefined : REALM_ERROR.NAME_EMPTY,
      adminEmail:
        draft.adminEmail.trim() && !isEmailAddress(draft.adminEmail.trim().toLowerCase())
          ? REALM_ERROR.ADMIN_EMAIL_INVALID
          : undefined,
    };
    for (const field of NUMBER_FIELDS) {
      const value = draft[field];
      const { min, max } = REALM_LIMITS[field];
      if (value !== null && !(Number.isInteger(value) && value >= min && value <= max)) {
        problems[field] = REALM_ERROR.NUMBER_RANGE(label(field), min, max);
      }
    }
    return problems;
  };
}

/** The platform's refusals that are about one field, shown under it. */
export const REALM_SERVER_FIELDS = {
  name: [REALM_ERROR.NAME_EMPTY],
  adminEmail: [REALM_ERROR.ADMIN_EMAIL_INVALID],
  'email.host': [REALM_ERROR.EMAIL_HOST],
  'email.port': [REALM_ERROR.EMAIL_PORT],
  'email.from': [REALM_ERROR.EMAIL_FROM],
  'email.user': [REALM_ERROR.EMAIL_USER],
} as const;

/** The e-mail settings a test message is sent through (validateEmail), as typed. */
export function emailTestInput(draft: RealmDraft) {
  const { email } = draft;
  return {
    host: email.host.trim(),
    port: email.port,
    tls: email.tls,
    from: email.from.trim(),
    auth: email.auth,
    user: email.user.trim(),
    ...(email.password && { password: email.password }),
  };
}

/** updateCurrentRealm's input from the changed part of the form. */
export function realmInput(changed: Partial<RealmDraft>) {
  const { email, ...rest } = changed;
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    // An emptied number leaves the stored one as it is.
    if (value !== null) input[key] = value;
  }
  if (email) {
    const { password, port, ...emailRest } = email;
    const settings: Record<string, unknown> = { ...emailRest };
    if (port != null) settings.port = port;
    if (password) settings.password = password;
    if (Object.keys(settings).length > 0) input.emailSettings = settings;
  }
  return input as RealmInput;
}
