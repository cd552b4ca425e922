/** The installation's settings (issue 34; spec 1 §1, §3): branding, error reporting, the licence
 *  expiry text and the updates host, each stored as the parameter spec 1 §3 names. The platform's
 *  checks and the administrator's form share these fields, rules and texts. */
import { isEmailAddress } from '../access/userAdmin';
import { installerUrl } from '../desktop/installerUrl';

/** Where a setting is stored: the branding, server or system parameters (server-wide). */
export type InstallationParameterGroup = 'branding' | 'server' | 'system';

type Kind = 'text' | 'longText' | 'color' | 'url' | 'email' | 'boolean' | 'rate' | 'dsn' | 'updatesHost';

export interface InstallationField {
  group: InstallationParameterGroup;
  /** The parameter's name (spec 1 §3). */
  parameter: string;
  kind: Kind;
}

/** Every setting by its GraphQL and form name. */
export const INSTALLATION_FIELDS = {
  companyName: { group: 'branding', parameter: 'COMPANY_NAME', kind: 'text' },
  logoPath: { group: 'branding', parameter: 'LOGO_PATH', kind: 'url' },
  logoVisible: { group: 'branding', parameter: 'SOLID_LOGO_VISIBLE', kind: 'boolean' },
  iconPath: { group: 'branding', parameter: 'ICON_PATH', kind: 'url' },
  loginBackgroundPath: { group: 'branding', parameter: 'LOGIN_BACKGROUND_PATH', kind: 'url' },
  loginHeaderColor: { group: 'branding', parameter: 'LOGIN_HEADER_COLOR', kind: 'color' },
  loginFooterColor: { group: 'branding', parameter: 'LOGIN_FOOTER_COLOR', kind: 'color' },
  oemCopyright: { group: 'branding', parameter: 'OEM_COPYRIGHT', kind: 'longText' },
  supportPhone: { group: 'branding', parameter: 'SUPPORT_PHONE', kind: 'text' },
  supportUrl: { group: 'branding', parameter: 'SUPPORT_URL', kind: 'url' },
  supportEmail: { group: 'branding', parameter: 'SUPPORT_EMAIL', kind: 'email' },
  trademarks: { group: 'branding', parameter: 'TRADEMARKS', kind: 'text' },
  errorReportingEnabled: { group: 'server', parameter: 'SENTRY_ENABLED', kind: 'boolean' },
  errorReportingDsn: { group: 'server', parameter: 'SENTRY_DSN', kind: 'dsn' },
  errorReportingSampleRate: { group: 'server', parameter: 'SENTRY_TRACES_SAMPLE_RATE', kind: 'rate' },
  licenseExpireText: { group: 'server', parameter: 'LICENSE_EXPIRE_TEXT', kind: 'longText' },
  updatesHost: { group: 'system', parameter: 'updatesHost', kind: 'updatesHost' },
} as const satisfies Record<string, InstallationField>;

export type InstallationFieldName = keyof typeof INSTALLATION_FIELDS;
export const INSTALLATION_FIELD_NAMES = Object.keys(INSTALLATION_FIELDS) as InstallationFieldName[];

/** The settings as the screen edits them: texts ('' for unset), flags and the sample rate. */
export interface InstallationSettingsValues {
  companyName: string;
  logoPath: string;
  logoVisible: boolean;
  iconPath: string;
  loginBackgroundPath: string;
  loginHeaderColor: string;
  loginFooterColor: string;
  oemCopyright: string;
  supportPhone: string;
  supportUrl: string;
  supportEmail: string;
  trademarks: string;
  errorReportingEnabled: boolean;
  errorReportingDsn: string;
  errorReportingSampleRate: number;
  licenseExpireText: string;
  updatesHost: string;
}

/** Longest one-line setting and longest text (the copyright's HTML, the licence expiry text). */
export const INSTALLATION_TEXT_MAX = 500;
export const INSTALLATION_LONG_TEXT_MAX = 20_000;

/** The platform's refusals and the form's checks, in one wording. */
export const INSTALLATION_ERROR = {
  TOO_LONG: 'The text is too long',
  COLOR: 'A colour is written #rgb or #rrggbb',
  URL: 'An address starts with http://, https:// or /',
  EMAIL: 'E-mail address is invalid',
  RATE: 'A sample rate is a number from 0 to 1',
  DSN: 'A DSN looks like https://key@host/project',
  DSN_REQUIRED: 'Error reporting needs a DSN',
  UPDATES_HOST: 'The updates host is a host name with an optional port and path',
} as const;

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The parts of a Sentry DSN (`https://publicKey@host[:port]/[path/]projectId`), or null. */
export function parseDsn(dsn: string): { origin: string; path: string; publicKey: string; projectId: string } | null {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop() ?? '';
  if (!/^https?:$/.test(url.protocol) || !url.username || url.password || !/^\d+$/.test(projectId)) return null;
  return { origin: url.origin, path: segments.map((s) => `/${s}`).join(''), publicKey: url.username, projectId };
}

function isPageAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isUpdatesHost(value: string): boolean {
  try {
    installerUrl({ updatesHost: value, platform: 'win10-x64', hostName: 'localhost', version: '1.0.0' });
    return true;
  } catch {
    return false;
  }
}

/** One field's fault, or null; empty texts are always allowed (unset). */
export function installationFieldProblem(
  name: InstallationFieldName,
  value: unknown,
  values?: Partial<InstallationSettingsValues>,
): string | null {
  const { kind } = INSTALLATION_FIELDS[name];
  if (kind === 'boolean') return null;
  if (kind === 'rate') {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1
      ? null
      : INSTALLATION_ERROR.RATE;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (kind === 'dsn' && text === '' && values?.errorReportingEnabled) return INSTALLATION_ERROR.DSN_REQUIRED;
  if (text === '') return null;
  if (text.length > (kind === 'longText' ? INSTALLATION_LONG_TEXT_MAX : INSTALLATION_TEXT_MAX)) {
    return INSTALLATION_ERROR.TOO_LONG;
  }
  if (kind === 'color' && !COLOR.test(text)) return INSTALLATION_ERROR.COLOR;
  if (kind === 'url' && !isPageAddress(text)) return INSTALLATION_ERROR.URL;
  if (kind === 'email' && !isEmailAddress(text)) return INSTALLATION_ERROR.EMAIL;
  if (kind === 'dsn' && !parseDsn(text)) return INSTALLATION_ERROR.DSN;
  if (kind === 'updatesHost' && !isUpdatesHost(text)) return INSTALLATION_ERROR.UPDATES_HOST;
  return null;
}

/** Every fault of a set of values, by field. */
export function installationSettingsProblems(
  values: Partial<InstallationSettingsValues>,
): Partial<Record<InstallationFieldName, string>> {
  const problems: Partial<Record<InstallationFieldName, string>> = {};
  for (const name of INSTALLATION_FIELD_NAMES) {
    if (!(name in values)) continue;
    const problem = installationFieldProblem(name, values[name], values);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** The environment variable that sets a field at start (unattended installs): VANTAGE_ and the
 *  parameter's name in capitals, e.g. VANTAGE_SENTRY_DSN, VANTAGE_COMPANY_NAME, VANTAGE_UPDATES_HOST. */
export function installationEnvName(name: InstallationFieldName): string {
  const { parameter } = INSTALLATION_FIELDS[name];
  return `VANTAGE_${parameter.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** Where the browser console sends its error reports (Sentry's `tunnel`): the platform passes them
 *  on to the DSN, so the console's Content-Security-Policy keeps connect-src 'self'. */
export const ERROR_REPORT_PATH = '/api/error-reports';
