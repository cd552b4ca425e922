/** The platform's messages as codes with parameters (issue 34): each English message the platform
 *  answers with (login family, refusals, validation) has a key under `serverMessages.` in locales/,
 *  found here by the message itself, so the platform can name it (GraphQL extensions, REST body)
 *  in the one place errors leave it and the console can show it in the operator's language. The
 *  English text stays the message: a console without the key shows it as it is. */
import { REALM_ERROR, USER_ERROR } from '../access/userAdmin';
import { ACCESS_ERROR as POLICY_ERROR } from '../access/accessPolicies';
import { AUTH_MESSAGES } from '../auth/authMessages';
import { SETUP_ERROR } from '../auth/firstRunSetup';
import { DEVICE_ERROR } from '../devices/deviceAdminConstants';
import { INSTALLATION_ERROR } from '../installation/installationSettings';
import { HEALTH_SETTINGS_ERROR } from '../metrics/healthSettings';
import { TOUR_ERROR, TOUR_WARNING } from '../tours/cameraTours';
import { WALL_ERROR } from '../walls/videoWalls';
import { VAE_ERROR } from '../vae/vaeConfigs';
import { WATCHLIST_ERROR } from '../watchlists/watchlists';

/** A message named by its key, with the values its wording holds. */
export interface ServerMessageCode {
  messageKey: string;
  params?: Record<string, string>;
}

type Template = (...values: string[]) => string;

/** The platform's fixed messages by key. */
const FIXED: Readonly<Record<string, string>> = {
  // Login family.
  ...AUTH_MESSAGES,
  notLoggedIn: 'Not logged in',
  loginNotVerified: 'Login is not verified',
  // Refusals (server/access ACTIONS).
  accessDenied: 'Access denied',
  adminRequired: 'Administrator rights required',
  notEnoughRights: 'Not enough rights',
  accessRestricted: 'Access restricted',
  otherRealm: 'The session is in another realm',
  ownRealmOnly: 'A user can switch only their own realm',
  ownConfigOnly: 'A user can use only their own configuration',
  shareAdminOnly: 'Only administrators can share views',
  addViewAdminOnly: 'Only administrators can add views',
  sharedViewOwnerOnly: 'Only the owner can change a shared view',
  userNotInRealm: 'User is not in this realm',
  busy: 'The platform is busy: try again in a moment',
  internalError: 'Internal server error',
  // Users and realm settings.
  userNameEmpty: USER_ERROR.NAME_EMPTY,
  userNameTooLong: USER_ERROR.NAME_TOO_LONG,
  userNameTaken: USER_ERROR.NAME_TAKEN,
  emailInvalid: USER_ERROR.EMAIL_INVALID,
  emailTaken: USER_ERROR.EMAIL_TAKEN,
  passwordOrEmail: USER_ERROR.PASSWORD_OR_EMAIL,
  userNotFound: USER_ERROR.NOT_FOUND,
  deleteSelf: USER_ERROR.DELETE_SELF,
  demoteSelf: USER_ERROR.DEMOTE_SELF,
  otherRealms: USER_ERROR.OTHER_REALMS,
  moreRights: USER_ERROR.MORE_RIGHTS,
  grantRights: USER_ERROR.GRANT_RIGHTS,
  grantAdmin: USER_ERROR.GRANT_ADMIN,
  realmNotFound: REALM_ERROR.NOT_FOUND,
  realmNameEmpty: REALM_ERROR.NAME_EMPTY,
  adminEmailInvalid: REALM_ERROR.ADMIN_EMAIL_INVALID,
  emailHost: REALM_ERROR.EMAIL_HOST,
  emailPort: REALM_ERROR.EMAIL_PORT,
  emailFrom: REALM_ERROR.EMAIL_FROM,
  emailUser: REALM_ERROR.EMAIL_USER,
  emailRecipient: REALM_ERROR.EMAIL_RECIPIENT,
  emailNotValidated: REALM_ERROR.EMAIL_NOT_VALIDATED,
  mfAuthNeedsEmail: REALM_ERROR.MF_AUTH_NEEDS_EMAIL,
  // Groups, policies, zones and sets.
  nameEmpty: POLICY_ERROR.NAME_EMPTY,
  nameTooLong: POLICY_ERROR.NAME_TOO_LONG,
  groupNameTaken: POLICY_ERROR.GROUP_NAME_TAKEN,
  policyNameTaken: POLICY_ERROR.POLICY_NAME_TAKEN,
  systemManaged: POLICY_ERROR.SYSTEM_MANAGED,
  noActions: POLICY_ERROR.NO_ACTIONS,
  noResources: POLICY_ERROR.NO_RESOURCES,
  lastAdministrator: POLICY_ERROR.LAST_ADMINISTRATOR,
  // Devices.
  deviceNotFound: DEVICE_ERROR.NOT_FOUND,
  deviceNameTooLong: DEVICE_ERROR.NAME_TOO_LONG,
  portRange: DEVICE_ERROR.PORT_RANGE,
  hostRequired: DEVICE_ERROR.HOST_REQUIRED,
  urlInvalid: DEVICE_ERROR.URL_INVALID,
  unreachable: DEVICE_ERROR.UNREACHABLE,
  notACamera: DEVICE_ERROR.NOT_A_CAMERA,
  activationKeyInvalid: DEVICE_ERROR.ACTIVATION_KEY_INVALID,
  activationKeyUnknown: DEVICE_ERROR.ACTIVATION_KEY_UNKNOWN,
  avatarHasDevices: DEVICE_ERROR.AVATAR_HAS_DEVICES,
  // First run.
  setupDone: SETUP_ERROR.DONE,
  setupProof: SETUP_ERROR.PROOF,
  setupCode: SETUP_ERROR.CODE,
  setupTooMany: SETUP_ERROR.TOO_MANY,
  // Installation settings.
  installationTooLong: INSTALLATION_ERROR.TOO_LONG,
  installationColor: INSTALLATION_ERROR.COLOR,
  installationUrl: INSTALLATION_ERROR.URL,
  installationRate: INSTALLATION_ERROR.RATE,
  installationDsn: INSTALLATION_ERROR.DSN,
  installationDsnRequired: INSTALLATION_ERROR.DSN_REQUIRED,
  installationUpdatesHost: INSTALLATION_ERROR.UPDATES_HOST,
  // Camera tours (issue 28).
  tourNameTooLong: TOUR_ERROR.NAME_TOO_LONG,
  tourNameTaken: TOUR_ERROR.NAME_TAKEN,
  tourTooManySteps: TOUR_ERROR.TOO_MANY_STEPS,
  tourDelay: TOUR_ERROR.DELAY,
  tourDisabled: TOUR_ERROR.DISABLED,
  tourNoSteps: TOUR_ERROR.NO_STEPS,
  tourStepCamera: TOUR_ERROR.STEP_CAMERA_MISSING,
  tourWarningSteps: TOUR_WARNING.STEPS,
  tourNoPtz: TOUR_WARNING.NO_PTZ,
  tourNoPreset: TOUR_WARNING.NO_PRESET,
  // Video walls (issue 30).
  wallNameTaken: WALL_ERROR.NAME_TAKEN,
  wallNotFound: WALL_ERROR.NOT_FOUND,
  wallSize: WALL_ERROR.SIZE,
  wallDisplay: WALL_ERROR.DISPLAY,
  wallLayout: WALL_ERROR.LAYOUT,
  wallTooManyCameras: WALL_ERROR.TOO_MANY_CAMERAS,
  wallPresetNotFound: WALL_ERROR.PRESET_NOT_FOUND,
  wallTooManyPresets: WALL_ERROR.TOO_MANY_PRESETS,
  wallPairingCode: WALL_ERROR.PAIRING_CODE,
  wallPairingToken: WALL_ERROR.PAIRING_TOKEN,
  wallNotPaired: WALL_ERROR.NOT_PAIRED,
  wallCameraNotOnDisplay: WALL_ERROR.CAMERA_NOT_ON_DISPLAY,
  // Watchlists and VAE configs (issue 32).
  watchlistNameTaken: WATCHLIST_ERROR.NAME_TAKEN,
  watchlistNotFound: WATCHLIST_ERROR.NOT_FOUND,
  watchlistEntryNotFound: WATCHLIST_ERROR.ENTRY_NOT_FOUND,
  watchlistPlateEmpty: WATCHLIST_ERROR.PLATE_EMPTY,
  watchlistPlateTooLong: WATCHLIST_ERROR.PLATE_TOO_LONG,
  watchlistPlateTaken: WATCHLIST_ERROR.PLATE_TAKEN,
  watchlistNotesTooLong: WATCHLIST_ERROR.NOTES_TOO_LONG,
  watchlistValidity: WATCHLIST_ERROR.VALIDITY,
  watchlistDate: WATCHLIST_ERROR.DATE,
  watchlistPhotosNeeded: WATCHLIST_ERROR.PHOTOS_NEEDED,
  watchlistTooManyPhotos: WATCHLIST_ERROR.TOO_MANY_PHOTOS,
  watchlistPhoto: WATCHLIST_ERROR.PHOTO,
  watchlistTooManyEntries: WATCHLIST_ERROR.TOO_MANY_ENTRIES,
  watchlistWrongKind: WATCHLIST_ERROR.WRONG_KIND,
  watchlistCsvEmpty: WATCHLIST_ERROR.CSV_EMPTY,
  watchlistCsvTooMany: WATCHLIST_ERROR.CSV_TOO_MANY,
  vaeNotFound: VAE_ERROR.NOT_FOUND,
  vaeTemplate: VAE_ERROR.TEMPLATE,
  vaeOnePerEngine: VAE_ERROR.ONE_PER_ENGINE,
  vaeNotACamera: VAE_ERROR.NOT_A_CAMERA,
  vaeDescriptionTooLong: VAE_ERROR.DESCRIPTION_TOO_LONG,
  vaeMatchDistance: VAE_ERROR.MATCH_DISTANCE,
  // Health settings (issue 29).
  healthGravity: HEALTH_SETTINGS_ERROR.gravity,
  healthReadinessTimeout: HEALTH_SETTINGS_ERROR.readinessTimeout,
  healthLivenessTimeout: HEALTH_SETTINGS_ERROR.livenessTimeout,
};

/** Messages that hold values, by key: the template and the names of its values, in order. */
const TEMPLATES: ReadonlyArray<{ key: string; template: Template; params: readonly string[] }> = [
  { key: 'scopeNameTaken', template: (name) => POLICY_ERROR.SCOPE_NAME_TAKEN_BY(name ?? ''), params: ['name'] },
  { key: 'unknownAction', template: (name) => POLICY_ERROR.UNKNOWN_ACTION(name ?? ''), params: ['name'] },
  { key: 'emailFailed', template: (reason) => REALM_ERROR.EMAIL_FAILED(reason ?? ''), params: ['reason'] },
  { key: 'tourUnknownCamera', template: (id) => TOUR_ERROR.UNKNOWN_CAMERA(id ?? ''), params: ['id'] },
  { key: 'watchlistUnknownScope', template: (id) => WATCHLIST_ERROR.UNKNOWN_SCOPE(id ?? ''), params: ['id'] },
  { key: 'watchlistNoFace', template: (photo) => WATCHLIST_ERROR.NO_FACE(photo ?? ''), params: ['photo'] },
  { key: 'vaeFps', template: (min, max) => VAE_ERROR.FPS(min ?? '', max ?? ''), params: ['min', 'max'] },
  // Last: any other "<thing> not found".
  { key: 'notFound', template: (what) => `${what ?? ''} not found`, params: ['what'] },
];

const BY_TEXT = new Map(Object.entries(FIXED).map(([key, text]) => [text, key]));

// Private-use characters mark where a template's values go; no message holds them.
const MARK = (i: number) => `\uE000${i}\uE001`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = TEMPLATES.map(({ key, template, params }) => {
  const made = template(...params.map((_, i) => MARK(i)));
  const pattern = made
    .split(/(\uE000\d+\uE001)/)
    .map((part) => (/^\uE000\d+\uE001$/.test(part) ? '(.+?)' : escape(part)))
    .join('');
  return { key, params, pattern: new RegExp(`^${pattern}$`, 's') };
});

/** The key and values of a platform message; undefined for a message without a key. */
export function serverMessageCode(message: string): ServerMessageCode | undefined {
  const fixed = BY_TEXT.get(message);
  if (fixed) return { messageKey: fixed };
  for (const { key, params, pattern } of MATCHERS) {
    const found = pattern.exec(message);
    if (found)
      return { messageKey: key, params: Object.fromEntries(params.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return undefined;
}

/** Every key the platform may name (locales must hold each). */
export const SERVER_MESSAGE_KEYS: readonly string[] = [...Object.keys(FIXED), ...TEMPLATES.map((t) => t.key)];

/** The English text of a fixed key (tests and the English locale compare against it). */
export function serverMessageText(key: string): string | undefined {
  return FIXED[key];
}
