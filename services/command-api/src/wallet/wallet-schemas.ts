import {
  WALLET_COUNTRIES,
  WALLET_MESSAGES,
  WALLET_PROVIDERS,
  normaliseAccountNumber,
  walletProblem,
} from '@harambee/rules';
import { z } from 'zod';

export const walletForm = z
  .strictObject(
    {
      country: z.enum(WALLET_COUNTRIES, { error: WALLET_MESSAGES.country }),
      provider: z.enum(WALLET_PROVIDERS, {
        error: (issue) =>
          issue.input ? WALLET_MESSAGES.unknownProvider : WALLET_MESSAGES.provider,
      }),
      accountNumber: z
        .string({ error: WALLET_MESSAGES.accountNumber })
        .max(40, WALLET_MESSAGES.accountNumber)
        .transform(normaliseAccountNumber),
      password: z
        .string({ error: WALLET_MESSAGES.password })
        .min(1, WALLET_MESSAGES.password)
        .max(200, WALLET_MESSAGES.password),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .superRefine((form, context) => {
    const problem = walletProblem(form.country, form.provider, form.accountNumber);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['accountNumber'] });
  });
export type WalletForm = z.infer<typeof walletForm>;
