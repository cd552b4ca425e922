/** Outgoing e-mail: real SMTP through nodemailer when configured; otherwise none can be sent
 *  and the console does not offer e-mail based recovery (EMAIL_CAN_BE_SEND is false). */
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly canSend: boolean;
  send(message: MailMessage): Promise<void>;
}

export function createMailer(smtp: SmtpConfig | undefined): Mailer {
  if (!smtp) {
    return {
      canSend: false,
      send: async () => {
        throw new Error('E-mail is not configured');
      },
    };
  }
  const transport = nodemailer.createTransport(smtp.url);
  return {
    canSend: true,
    send: async (message) => {
      await transport.sendMail({ from: smtp.from, ...message });
    },
  };
}
