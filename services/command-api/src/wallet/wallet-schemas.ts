import type { MessageKey } from '@harambee/messages';
import { refuseUnknownFields, refuseWith } from '@harambee/platform';
import {
  normaliseAccountNumber,
  WALLET_COUNTRIES,
  WALLET_PROVIDERS,
  walletRefusal,
} from '@harambee/rules';
import { z } from 'zod';

/** The payout account form's refusals, by catalogue key (said in the creator's language by parseInput). */
const WALLET = {
  country: 'creator.rule.country',
  provider: 'creator.rule.provider',
  unknownProvider: 'wallet.unknownProvider',
  accountNumber: 'creator.rule.accountNumber',
  password: 'creator.rule.password',
} as const satisfies Record<string, MessageKey>;

export const walletForm = z
  .strictObject(
    {
      country: z.enum(WALLET_COUNTRIES, { error: WALLET.country }),
      provider: z.enum(WALLET_PROVIDERS, {
        error: (issue) => (issue.input ? WALLET.unknownProvider : WALLET.provider),
      }),
      accountNumber: z
        .string({ error: WALLET.accountNumber })
        .max(40, WALLET.accountNumber)
        .transform(normaliseAccountNumber),
      password: z
        .string({ error: WALLET.password })
        .min(1, WALLET.password)
        .max(200, WALLET.password),
    },
    { error: refuseUnknownFields },
  )
  .superRefine((form, context) => {
    const refusal = walletRefusal(form.country, form.provider, form.accountNumber);
    if (refusal) refuseWith(context, refusal, ['accountNumber']);
  });
export type WalletForm = z.infer<typeof walletForm>;
