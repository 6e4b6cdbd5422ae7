import type { PersonalFields } from '@harambee/eventstore';
import type { EventType, HarambeeEvent } from './catalogue';

/** What an erased name reads as; every other erased field reads empty. */
export const ERASED_NAME = 'Erased user';

const ofUser = (data: Record<string, unknown>) => `user-${String(data.userId)}`;
const profile = { name: ERASED_NAME, email: '' };
const backer = { donorName: ERASED_NAME, email: '', message: '' };

/**
 * Every field of an event that holds personal data, and whose data it is (the subject whose key seals it).
 * A 'record' field seals each of its values. Destroying a subject's key erases all of these at once.
 */
export const personalData: Partial<Record<EventType, PersonalFields>> = {
  CreatorRegistered: { subject: ofUser, fields: { ...profile, phone: '' } },
  AdminRegistered: { subject: ofUser, fields: profile },
  EmailClaimed: { subject: ofUser, fields: { email: '' } },
  WalletLinked: { subject: ofUser, fields: { accountNumber: '' } },
  WithdrawalRequested: {
    subject: (data) => `user-${String(data.creatorId)}`,
    fields: { accountNumber: '' },
  },
  EmailVerificationRequested: {
    subject: (data) => `verification-${String(data.verificationId)}`,
    fields: { ...profile, formData: 'record' },
  },
  EmailVerificationConfirmed: {
    subject: (data) => `verification-${String(data.verificationId)}`,
    fields: { email: '' },
  },
  DonationRecorded: { subject: (data) => `donation-${String(data.donationId)}`, fields: backer },
  ReceiptIssued: {
    subject: (data) => `donation-${String(data.donationId)}`,
    fields: { donorName: ERASED_NAME, email: '' },
  },
  CryptoPledged: { subject: (data) => `pledge-${String(data.pledgeId)}`, fields: backer },
  CheckoutStarted: { subject: (data) => `payment-${String(data.paymentId)}`, fields: backer },
  PhoneGiftStarted: {
    subject: (data) => `payment-${String(data.paymentId)}`,
    fields: { phone: '' },
  },
  CreatorFollowed: { subject: (data) => `follow-${String(data.followId)}`, fields: { email: '' } },
  ContactMessageReceived: {
    subject: (data) => `contact-${String(data.messageId)}`,
    fields: { name: ERASED_NAME, email: '', message: '' },
  },
};

export const personalFieldsOf = (event: HarambeeEvent) => personalData[event.type];
