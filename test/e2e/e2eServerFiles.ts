// The e2e server's files, as scripts/e2eServer.mjs lays them out under E2E_DIR (playwright.config.ts):
// the mail pickup folder (VANTAGE_MAIL_DIR) the specs read e-mail from, and the SQLite database.
//
// Why the database: the product offers no way yet to put a user into the 'password expired' or
// 'verify login by code' state, nor to send an activation link, nor to change a realm's settings
// (no user or realm administration yet), and
// the server must not grow test-only backdoors. So this helper, and only this helper, writes those
// states straight into the e2e server's own SQLite file, for users it creates here (copies of
// 'operator' under new names), leaving the demo users other specs rely on untouched.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect } from '@playwright/test';

const runDir = process.env.E2E_DIR ?? path.join(os.tmpdir(), `vantage-e2e-${process.env.E2E_PORT ?? 8181}`);
const mailDir = path.join(runDir, 'mail');
const databaseFile = path.join(runDir, 'data', 'vantage.db');

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** Watches the pickup folder for e-mail to one recipient; call it before the action that sends. */
export function mailbox(recipient: string) {
  const seen = new Set(fs.readdirSync(mailDir));
  return {
    /** The next message to the recipient that arrived since the mailbox was opened (or last read). */
    async next(timeoutMs = 10_000): Promise<ReceivedMail> {
      let found: ReceivedMail | undefined;
      await expect
        .poll(
          () => {
            for (const file of fs.readdirSync(mailDir).sort()) {
              if (!file.endsWith('.eml') || seen.has(file)) continue;
              seen.add(file);
              const mail = parseMail(fs.readFileSync(path.join(mailDir, file), 'utf8'));
              if (mail.to.toLowerCase() === recipient.toLowerCase()) {
                found = mail;
                break;
              }
            }
            return found !== undefined;
          },
          { message: `an e-mail to ${recipient} in ${mailDir}`, timeout: timeoutMs },
        )
        .toBe(true);
      return found!;
    },
  };
}

/** A single-part text message as nodemailer writes it (7bit or quoted-printable body). */
function parseMail(raw: string): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let text = rest.join('\n\n');
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '')) {
    text = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } else if (/base64/i.test(headers.get('content-transfer-encoding') ?? '')) {
    text = Buffer.from(text, 'base64').toString('utf8');
  }
  return { to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n') };
}

export interface DemoUserCopy {
  name: string;
  /** Logs in with this password (the copied operator's hash, so 'operator'). */
  password: string;
  email: string;
}

/** Creates a new user with operator's password and realm memberships, in the given states. The
 *  name gets a random suffix so reruns against the same server and spec order never collide. */
export function createOperatorCopy(
  prefix: string,
  state: {
    passwordExpired?: boolean;
    verifyLogin?: boolean;
    emailConfirmed?: boolean;
    realmId?: string;
    /** A realm the copy belongs to besides the operator's (two realms: the realm choice shows). */
    alsoRealmId?: string;
  } = {},
): DemoUserCopy {
  const name = `${prefix}-${randomBytes(3).toString('hex')}`;
  const email = `${name}@vantage.local`;
  withDatabase((db) => {
    const operator = db.prepare('SELECT * FROM users WHERE name_key = ?').get('operator') as Record<string, unknown>;
    const id = `user-${name}`;
    db.prepare(
      `INSERT INTO users (id, name, name_key, email, email_confirmed, password_hash, password_changed_at,
         password_expired, verify_login, blocked_at, guis, visual_config, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
    ).run(
      id,
      name,
      name.toLowerCase(),
      email,
      state.emailConfirmed === false ? 0 : 1,
      operator.password_hash,
      Date.now(),
      state.passwordExpired ? 1 : 0,
      state.verifyLogin ? 1 : 0,
      operator.guis,
      operator.visual_config,
      Date.now(),
    );
    if (state.realmId) {
      db.prepare(
        'INSERT INTO user_realms (user_id, realm_id, role) SELECT ?, ?, role FROM user_realms WHERE user_id = ? LIMIT 1',
      ).run(id, state.realmId, operator.id);
    } else {
      db.prepare(
        'INSERT INTO user_realms (user_id, realm_id, role) SELECT ?, realm_id, role FROM user_realms WHERE user_id = ?',
      ).run(id, operator.id);
    }
    if (state.alsoRealmId) {
      db.prepare(
        'INSERT INTO user_realms (user_id, realm_id, role) SELECT ?, ?, role FROM user_realms WHERE user_id = ? LIMIT 1',
      ).run(id, state.alsoRealmId, operator.id);
    }
  });
  return { name, password: 'operator', email };
}

/** Stores an e-mail activation link's token for a user, as the server does when it e-mails one
 *  (sha256 of the secret, one day), and returns the secret for /confirm/email/{secret}. */
export function issueActivationSecret(userName: string): string {
  const secret = randomBytes(32).toString('base64url');
  withDatabase((db) => {
    const user = db.prepare('SELECT id FROM users WHERE name_key = ?').get(userName.toLowerCase()) as { id: string };
    const now = Date.now();
    db.prepare(
      'INSERT INTO auth_tokens (id, user_id, kind, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, NULL)',
    ).run(createHash('sha256').update(secret).digest('hex'), user.id, 'ACTIVATE', now, now + 24 * 3600_000);
  });
  return secret;
}

/** Changes one setting of a realm (e.g. maxDownloadLength): there is no realm administration yet. */
export function setRealmSetting(realmId: string, key: string, value: unknown) {
  withDatabase((db) => {
    const realm = db.prepare('SELECT settings FROM realms WHERE id = ?').get(realmId) as { settings: string };
    const settings = { ...(JSON.parse(realm.settings) as Record<string, unknown>), [key]: value };
    db.prepare('UPDATE realms SET settings = ? WHERE id = ?').run(JSON.stringify(settings), realmId);
  });
}

function withDatabase(work: (db: BetterSqlite3.Database) => void) {
  const db = new BetterSqlite3(databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    work(db);
  } finally {
    db.close();
  }
}
