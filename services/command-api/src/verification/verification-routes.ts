import { AppError, handle, parseInput, success } from '@harambee/platform';
import { Router } from 'express';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findAccountByEmail } from '../accounts/find-account';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { strictForm } from '../core/strict-form';
import { mailLanguage, mailWords } from '../mail/mail-language';
import { handleCommand, loadState } from '../core/handle-command';
import {
  VERIFICATION_FAILED,
  hashToken,
  liveVerification,
  splitVerificationToken,
  verificationDecider,
  verificationStream,
} from './verification';
import { verificationMail } from './verification-mail';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'image', 'verificationToken']);

export const requestForm = strictForm({
  email: z
    .string({ error: 'create.rule.email' })
    .trim()
    .min(1, 'create.rule.email')
    .max(254, 'create.rule.emailPattern')
    .pipe(z.email('create.rule.emailPattern'))
    .transform((email) => email.toLowerCase()),
  name: z
    .string({ error: 'create.rule.name' })
    .trim()
    .min(1, 'create.rule.name')
    .max(100, 'create.rule.nameMax')
    // The name is written into the mail: no links, markup or look-alike instructions.
    .regex(/^[\p{L}\p{M} .'-]+$/u, 'api.verification.nameLetters'),
  redirectUrl: z.string().max(500).optional(),
  formData: z
    .record(z.string().max(50), z.unknown())
    .default({})
    .refine((data) => JSON.stringify(data).length <= 60_000, 'api.verification.formTooLarge')
    .transform((data) =>
      Object.fromEntries(Object.entries(data).filter(([key]) => !SECRET_FIELDS.has(key))),
    ),
});

export const tokenQuery = z.object({
  token: z.string({ error: 'create.verify.missing' }).min(1, 'create.verify.missing').max(200),
  email: z.string({ error: 'create.verify.missing' }).min(1, 'create.verify.missing').max(254),
});

/** Only a path on our own site may be used as the landing page: no open redirects. */
const landingPath = (redirectUrl: string | undefined) =>
  redirectUrl?.startsWith('/') && !redirectUrl.startsWith('//')
    ? redirectUrl.split('?')[0]!
    : '/verify-email';

export const verificationRoutes = ({ store, config, clock, mail }: CommandApiDeps) => {
  const load = async (token: string, email: string) => {
    const { verificationId } = splitVerificationToken(token);
    const { state } = await loadState(
      store,
      verificationStream(verificationId),
      verificationDecider,
    );
    return liveVerification(state, email, clock());
  };

  return Router()
    .post(
      '/auth/request-verification',
      handle(async (req, res) => {
        const form = parseInput(requestForm, req.body ?? {});
        const context = contextOf(req, undefined, clock);
        const verificationId = randomUUID();
        const token = `${verificationId}.${randomBytes(24).toString('base64url')}`;
        const link = `${config.publicUrl}${landingPath(form.redirectUrl)}?${new URLSearchParams({ token, email: form.email })}`;
        const mailId = randomUUID();
        // An account's next campaign: the mail in the language its owner saved, else the request's.
        const account = await findAccountByEmail({ store, config }, form.email);
        await handleCommand(
          store,
          verificationStream(verificationId),
          verificationDecider,
          {
            type: 'RequestVerification',
            data: {
              verificationId,
              email: form.email,
              name: form.name,
              tokenHash: hashToken(token),
              redirectUrl: landingPath(form.redirectUrl),
              formData: form.formData,
              expiresAt: new Date(context.now.getTime() + VERIFICATION_TTL_MS).toISOString(),
            },
          },
          context,
          mail.enqueue(
            verificationMail(
              form.name,
              form.email,
              link,
              mailWords(mailLanguage(account?.language, context.language)),
            ),
            mailId,
          ),
        );
        // One attempt now: an address the mail server refuses for good gets the spec's error at once.
        // A temporary refusal answers success; the outbox keeps retrying.
        if ((await mail.deliverNow(mailId)) === 'failed')
          throw new AppError(502, { key: 'api.verification.mailFailed' });
        success(res, { token: verificationId, email: form.email });
      }),
    )
    .get(
      '/auth/verify-token',
      handle(async (req, res) => {
        const query = parseInput(tokenQuery, req.query);
        const { hasSecret, verificationId } = splitVerificationToken(query.token);
        if (!hasSecret) {
          const verification = await load(query.token, query.email);
          return success(res, { verified: verification.status === 'confirmed' });
        }
        const context = contextOf(req, undefined, clock);
        await handleCommand(
          store,
          verificationStream(verificationId),
          verificationDecider,
          {
            type: 'ConfirmVerification',
            token: query.token,
            email: query.email,
            now: context.now,
          },
          context,
        );
        success(res, { verified: true });
      }),
    )
    .get(
      '/auth/get-verification-data',
      handle(async (req, res) => {
        const query = parseInput(tokenQuery, req.query);
        const verification = await load(query.token, query.email);
        if (
          splitVerificationToken(query.token).hasSecret &&
          verification.tokenHash !== hashToken(query.token)
        ) {
          throw new AppError(400, VERIFICATION_FAILED);
        }
        success(res, {
          formData: verification.formData,
          verified: verification.status === 'confirmed',
        });
      }),
    );
};
