import type { EventOf } from '@harambee/events';
import { TooManyRequestsError } from '@harambee/platform';
import { specFor } from '../core/given-when-then';
import { MAILS_PER_HOUR, TOO_MANY_MAILS, mailboxDecider } from './verification-mailbox';

const email = 'amina@example.org';
const sent = (sentAt: string, n: number): EventOf<'VerificationMailSent'> => ({
  type: 'VerificationMailSent',
  data: { email, verificationId: `00000000-0000-4000-8000-00000000000${n}`, sentAt },
});
const fiveWithinTheHour = Array.from({ length: MAILS_PER_HOUR }, (_, n) => sent(`2026-11-22T10:0${n}:00.000Z`, n));
const next = (sentAt: string) => ({ type: 'SendVerificationMail' as const, data: sent(sentAt, 9).data });

describe('verification mails to one address', () => {
  it('when fewer than five were sent in the last hour, then the mail is recorded', () => {
    specFor(mailboxDecider)(fiveWithinTheHour.slice(1)).when(next('2026-11-22T10:30:00.000Z')).then([sent('2026-11-22T10:30:00.000Z', 9)]);
  });

  it('when five were sent in the last hour, then the sixth is refused', () => {
    specFor(mailboxDecider)(fiveWithinTheHour).when(next('2026-11-22T10:30:00.000Z')).thenThrows(TooManyRequestsError, TOO_MANY_MAILS);
  });

  it('when the oldest of the five is more than an hour old, then another mail may go', () => {
    specFor(mailboxDecider)(fiveWithinTheHour).when(next('2026-11-22T11:00:00.001Z')).then([sent('2026-11-22T11:00:00.001Z', 9)]);
  });
});
