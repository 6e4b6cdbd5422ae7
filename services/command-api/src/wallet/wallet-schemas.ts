import type { Language, Words } from '@harambee/messages';
import { issueWords, refuseUnknownFields } from '@harambee/platform';
import {
  countryNamesIn,
  MOBILE_MONEY_MESSAGES,
  PROVIDER_RULES,
  PROVIDERS_BY_COUNTRY,
  WALLET_COUNTRIES,
  WALLET_MESSAGES,
  WALLET_PROVIDERS,
  type WalletCountry,
  type WalletProvider,
  normaliseAccountNumber,
  walletNumberShape,
  walletProblem,
} from '@harambee/rules';
import { z } from 'zod';

/** The words of a provider the country does not offer; none when it does. */
const notOfferedWords = (country: WalletCountry, provider: WalletProvider): Words | undefined =>
  PROVIDERS_BY_COUNTRY[country].includes(provider)
    ? undefined
    : {
        key: 'wallet.notOffered',
        values: {
          provider: PROVIDER_RULES[provider].label,
          country: (language: Language) => countryNamesIn(language)(country),
        },
      };

/** The words of a number that is no phone number of a routing-table country (they are said in the reader's language). */
const numberWords = (country: WalletCountry, problem: string): Words | undefined => {
  const shape = walletNumberShape(country);
  if (!shape || problem !== MOBILE_MONEY_MESSAGES.phoneShape(shape.code)) return undefined;
  return {
    key: 'creator.rule.walletNumber',
    values: {
      country: (language: Language) => countryNamesIn(language)(country),
      dialCode: shape.dialCode,
      digits: shape.digits,
      trunkZero: shape.trunkZero ? 'yes' : 'no',
    },
  };
};

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
    { error: refuseUnknownFields },
  )
  .superRefine((form, context) => {
    const problem = walletProblem(form.country, form.provider, form.accountNumber);
    if (!problem) return;
    const words =
      notOfferedWords(form.country, form.provider) ?? numberWords(form.country, problem);
    context.addIssue({
      code: 'custom',
      message: problem,
      path: ['accountNumber'],
      ...(words ? { params: issueWords(words) } : {}),
    });
  });
export type WalletForm = z.infer<typeof walletForm>;
