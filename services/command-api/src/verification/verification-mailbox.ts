import type { EventOf } from '@harambee/events';
import { TooManyRequestsError } from '@harambee/platform';
import { createHash } from 'node:crypto';
import type { Decider } from '../core/decider';

/** Asking for mail to someone else's address must not flood their inbox. */
export const MAILS_PER_HOUR = 5;
export const TOO_MANY_MAILS = 'Too many verification emails to this address. Please try again in an hour.';

const HOUR_MS = 60 * 60 * 1000;

export type MailboxEvent = EventOf<'VerificationMailSent'>;
export type MailboxState = { sentAt: string[] };
export type MailboxCommand = { type: 'SendVerificationMail'; data: MailboxEvent['data'] };

export const evolve = (state: MailboxState, event: MailboxEvent): MailboxState => ({
  sentAt: [...state.sentAt, event.data.sentAt],
});

export const decide = (command: MailboxCommand, state: MailboxState): MailboxEvent[] => {
  const hourAgo = new Date(command.data.sentAt).getTime() - HOUR_MS;
  if (state.sentAt.filter((at) => new Date(at).getTime() > hourAgo).length >= MAILS_PER_HOUR) {
    throw new TooManyRequestsError(TOO_MANY_MAILS);
  }
  return [{ type: 'VerificationMailSent', data: command.data }];
};

export const mailboxDecider: Decider<MailboxState, MailboxCommand, MailboxEvent> = {
  initialState: { sentAt: [] },
  evolve,
  decide,
};

export const mailboxStream = (email: string) =>
  `verification-mails-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
