/** Outgoing e-mail: real SMTP through nodemailer when configured, or a pickup directory
 *  (VANTAGE_MAIL_DIR) where every message is written as an RFC 822 .eml file for another program
 *  to deliver or read; otherwise none can be sent and the console does not offer e-mail based
 *  recovery (EMAIL_CAN_BE_SEND is false). SMTP wins when both are set. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../kernel/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an event's snapshot with its notification). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  readonly canSend: boolean;
  send(message: MailMessage): Promise<void>;
}

type Nodemailer = typeof nodemailer;

/** nodemailer, loaded at the first message sent rather than with every platform's start (the
 *  module cache keeps it after that). */
export async function loadNodemailer(): Promise<Nodemailer> {
  return (await import('nodemailer')).default;
}

/** The transport `make` creates, made at the first message. */
function lazyTransport(make: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= loadNodemailer().then(make));
}

export function createMailer(mail: MailConfig | undefined): Mailer {
  if (!mail) {
    return {
      canSend: false,
      send: async () => {
        throw new Error('E-mail is not configured');
      },
    };
  }
  if ('pickupDir' in mail) return pickupMailer(mail.pickupDir, mail.from);
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(mail.url));
  return {
    canSend: true,
    send: async (message) => {
      await (await transport()).sendMail({ from: mail.from, ...message });
    },
  };
}

/** Writes each message to `{dir}/{time}-{random}.eml`: first under a .tmp name, then renamed, so a
 *  reader watching the folder never sees a half-written file. */
function pickupMailer(dir: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true }));
  return {
    canSend: true,
    send: async (message) => {
      const info = await (await transport()).sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(6).toString('hex')}`;
      const temporary = path.join(dir, `${name}.tmp`);
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, path.join(dir, `${name}.eml`));
    },
  };
}
