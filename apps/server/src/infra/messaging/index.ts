import type { Database } from '../db';
import { createOutbox } from './outbox';
import { createSmtpMailer } from './smtp';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface SmsMessage {
  to: string;
  body: string;
}

/** Where SMS go; the default is the development outbox until a real gateway is plugged in. */
export interface SmsGateway {
  send(m: SmsMessage): Promise<void>;
}

/** Everything the product sends to a person. */
export interface Messaging {
  sendEmail(m: EmailMessage): Promise<void>;
  sendSms(m: SmsMessage): Promise<void>;
}

export interface MessagingOptions {
  /** smtp:// or smtps:// URL; without it e-mail goes to the outbox. */
  smtpUrl?: string | undefined;
  /** Sender address of e-mail. */
  from?: string | undefined;
  smsGateway?: SmsGateway | undefined;
}

/** E-mail by SMTP when configured, SMS through the gateway; whatever has no real channel lands in the outbox table. */
export function createMessaging(database: Database, opts: MessagingOptions = {}): Messaging {
  const outbox = createOutbox(database);
  const mailer = opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from ?? 'no-reply@fairline.local') : undefined;
  const sms: SmsGateway = opts.smsGateway ?? {
    send: (m) => outbox.write({ channel: 'sms', recipient: m.to, body: m.body }),
  };
  return {
    sendEmail: (m) =>
      mailer ? mailer.send(m) : outbox.write({ channel: 'email', recipient: m.to, subject: m.subject, body: m.body }),
    sendSms: (m) => sms.send(m),
  };
}

export type { OutboxRow } from './outbox';
export { listOutbox } from './outbox';
