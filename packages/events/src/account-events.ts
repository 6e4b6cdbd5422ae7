import { WALLET_PROVIDERS } from '@harambee/rules';
import { z } from 'zod';
import { defineEvent } from './define-event';
import { id, isoDate, language } from './shared-fields';

const profile = {
  userId: id,
  name: z.string(),
  email: z.string(),
  passwordHash: z.string().startsWith('$argon2id$'),
  /** The language the account was opened in; its mails are written in it until the owner chooses another. */
  language: language.optional(),
  registeredAt: isoDate,
};

export const CreatorRegistered = defineEvent(
  'CreatorRegistered',
  1,
  z.object({ ...profile, phone: z.string(), country: z.string() }),
);

export const AdminRegistered = defineEvent('AdminRegistered', 1, z.object(profile));

export const EmailClaimed = defineEvent(
  'EmailClaimed',
  1,
  z.object({ email: z.string(), userId: id }),
);

export const EmailVerificationRequested = defineEvent(
  'EmailVerificationRequested',
  1,
  z.object({
    verificationId: id,
    email: z.string(),
    name: z.string(),
    tokenHash: z.string(),
    redirectUrl: z.string(),
    formData: z.record(z.string(), z.unknown()),
    expiresAt: isoDate,
  }),
);

export const EmailVerificationConfirmed = defineEvent(
  'EmailVerificationConfirmed',
  1,
  z.object({ verificationId: id, email: z.string(), confirmedAt: isoDate }),
);

export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  1,
  z.object({ resetId: id, userId: id, tokenHash: z.string(), expiresAt: isoDate }),
);

export const PasswordResetCompleted = defineEvent(
  'PasswordResetCompleted',
  1,
  z.object({
    resetId: id,
    userId: id,
    passwordHash: z.string().startsWith('$argon2id$'),
    completedAt: isoDate,
  }),
);

/** Mailed to the owner when wrong passwords slow their account down: it signs them in once, until `expiresAt`. */
export const SignInLinkSent = defineEvent(
  'SignInLinkSent',
  1,
  z.object({ linkId: id, userId: id, tokenHash: z.string(), sentAt: isoDate, expiresAt: isoDate }),
);

export const SignInLinkUsed = defineEvent(
  'SignInLinkUsed',
  1,
  z.object({ linkId: id, userId: id, usedAt: isoDate }),
);

export const WalletLinked = defineEvent(
  'WalletLinked',
  1,
  z.object({
    userId: id,
    country: z.string(),
    provider: z.enum(WALLET_PROVIDERS),
    accountNumber: z.string(),
    linkedAt: isoDate,
  }),
);

/** The owner chose the language Harambee writes to them in. */
export const LanguageChosen = defineEvent(
  'LanguageChosen',
  1,
  z.object({ userId: id, language, chosenAt: isoDate }),
);

export const DonationNotificationsSeen = defineEvent(
  'DonationNotificationsSeen',
  1,
  z.object({ userId: id, seenAt: isoDate }),
);

/** Every token signed before this event stops working; `sessionVersion` is the owner's version from now on. */
export const SessionsRevoked = defineEvent(
  'SessionsRevoked',
  1,
  z.object({
    userId: id,
    sessionVersion: z.number().int().positive(),
    reason: z.enum(['logout-all', 'password-reset']),
    revokedBy: id,
    revokedAt: isoDate,
  }),
);

export const PersonalDataErased = defineEvent(
  'PersonalDataErased',
  1,
  z.object({ userId: id, reason: z.string(), erasedAt: isoDate }),
);

export const EmailReleased = defineEvent(
  'EmailReleased',
  1,
  z.object({ userId: id, releasedAt: isoDate }),
);
