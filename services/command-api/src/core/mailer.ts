import { logger } from '@harambee/database';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

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
    const transport = nodemailer.createTransport(smtpOptions(options.smtpUrl));
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
 * SMTP_URL's options, with a batch of receipts over connections kept open (nodemailer's pool, unless the URL says
 * `pool=false`) instead of a new conversation, greeting and all, for every mail.
 */
const smtpOptions = (smtpUrl: string): SMTPPool.Options => {
  const parsed = parseConnectionUrl(smtpUrl);
  return { pool: true, ...parsed, getSocket: withoutNagle };
};

const CONNECTION_TIMEOUT_MS = 120_000; // nodemailer's own, which starts only once the socket is handed over

/**
 * The connection opened with Nagle's algorithm off (nodemailer then speaks TLS over it where the URL asks): its own
 * leaves it on, so the last packet of every mail waited for the server's delayed acknowledgement, ≈ 40 ms a mail.
 */
const withoutNagle: SMTPPool.Options['getSocket'] = (options, callback) => {
  const socket = net.connect({
    host: options.host ?? 'localhost',
    port: options.port ?? (options.secure ? 465 : 587),
    noDelay: true,
    timeout: options.connectionTimeout ?? CONNECTION_TIMEOUT_MS,
  });
  const failed = (error: Error) => {
    socket.destroy();
    callback(error, undefined);
  };
  socket.once('error', failed);
  socket.once('timeout', () => failed(new Error('SMTP connection timed out')));
  socket.once('connect', () => {
    socket.off('error', failed);
    socket.setTimeout(0);
    callback(null, { connection: socket });
  });
};
