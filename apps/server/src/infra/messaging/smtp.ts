import nodemailer from 'nodemailer';
import type { EmailMessage } from './index';

/** Plain-text e-mail over SMTP. */
export function createSmtpMailer(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m: EmailMessage): Promise<void> {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.body });
    },
  };
}
