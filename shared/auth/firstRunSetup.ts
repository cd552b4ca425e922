/** The first run's wire contract and rules (issue 36): a platform started without the demo has no
 *  account until its first administrator claims it, once, from the machine itself or with the
 *  one-time setup code the platform prints on its console. Shared by the console's setup page,
 *  the platform's setup route and the unattended `npm run setup`. */

export const SETUP_PATH = '/api/auth/setup';

/** The console's page for the one-time setup. */
export const SETUP_PAGE = '/setup';

/** What the setup page asks of the platform before it shows the form. */
export interface SetupState {
  /** True until the first administrator exists. */
  open: boolean;
  /** True when this client must type the setup code (it is not on the platform's own machine). */
  codeRequired: boolean;
}

export interface SetupRequest {
  username: string;
  password: string;
  email: string;
  realm: string;
  /** The one-time setup code printed on the platform's console; not needed from the machine itself. */
  code?: string;
}

/** The setup code: three groups of four characters from an alphabet without 0/O and 1/I/L. */
export const SETUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SETUP_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** A typed code as the platform compares it: upper case, spaces dropped, dashes where they belong. */
export function normaliseSetupCode(typed: string): string {
  const bare = typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : bare;
}

/** Longest realm name, characters. */
export const MAX_REALM_NAME_LENGTH = 255;

/** The platform's refusals, in the words the setup page shows. */
export const SETUP_ERROR = {
  DONE: 'This platform is already set up. Sign in with an administrator account.',
  PROOF: 'Setup is open only on this machine, or with the setup code printed on the platform console.',
  CODE: 'The setup code is not right. Copy it from the platform console.',
  REALM_EMPTY: 'Realm name should not be empty',
  REALM_TOO_LONG: 'Realm name is too long',
  EMAIL_REQUIRED: 'E-mail address is required: it is where a lost password is recovered',
  TOO_MANY: 'Too many wrong setup codes from this address. Try again later.',
} as const;
