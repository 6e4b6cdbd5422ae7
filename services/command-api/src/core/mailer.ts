import { logger } from '@harambee/database';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** What a mail is about, kept with it in the outbox so a person's export can list their mails by kind. */
export type MailKind =
  'verification' | 'password-reset' | 'receipt' | 'refund' | 'withdrawal' | 'alert' | 'notice';
export type Mail = { to: string; subject: string; text: string; html: string; kind?: MailKind };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * How the outbox's sender delivers: SMTP when a URL is configured; otherwise each mail is written to the
 * outbox folder. The log names only the recipient: the mail holds links that sign in or reset a password.
 */
export const createMailer = (options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(pooled(options.smtpUrl));
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const sent = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${sent.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, sent.message as Buffer);
      logger.info(`mail to ${mail.to} written to the outbox`);
    },
    close: () => transport.close(),
  };
};

/**
 * A batch of receipts goes over connections kept open (nodemailer's pool) instead of a new SMTP conversation,
 * greeting and all, for every mail; an SMTP_URL that says `pool=false` keeps one connection per mail.
 */
const pooled = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
};
