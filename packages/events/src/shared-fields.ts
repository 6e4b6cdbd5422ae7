import { CAMPAIGN_CATEGORIES, CURRENCY_CODES, type CurrencyCode } from '@harambee/rules';
import { z } from 'zod';

export const id = z.string().min(1).max(64);
export const isoDate = z.iso.datetime({ offset: true });
export const cents = z.number().int().nonnegative();
/** The language a person used, a code of the message catalogue (one it no longer holds reads as English). Not personal. */
export const language = z.string().regex(/^[a-z]{2,3}$/);

export const currencyCode = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]);
/** Money in the currency a donor's network was charged in: integer minor units of it. */
export const chargedMoney = z.object({ currency: currencyCode, amountMinor: cents });
/**
 * What a dispute cost at the provider, as its own record says (Stripe's dispute fee, the `fee` of the dispute's balance
 * transactions), in minor units of the currency it took it in: taken when the dispute opened, given back when it
 * closed (Stripe's on a dispute won). Absent where the provider did not say.
 */
export const disputeFees = {
  opened: { providerFee: chargedMoney.optional() },
  closed: { providerFeeReturned: chargedMoney.optional() },
};

export const categories = CAMPAIGN_CATEGORIES;
export const category = z.enum(categories);

export const contactRoles = ['entrepreneur', 'investor', 'partner', 'other'] as const;
export const recurringIntervals = ['monthly', 'quarterly', 'annually'] as const;
export const dedicationTypes = ['inHonor', 'inMemory', 'inCelebration'] as const;
export const roles = ['creator', 'admin'] as const;

/** Why a provider's notice was not booked (see ProviderAlertRaised). */
export const providerAlertReasons = [
  'unknownCharge',
  'refundExceedsGift',
  'disputeExceedsGift',
  'currencyMismatch',
  'refundFailed',
] as const;

/** What a reconciliation compares, and how our record and the provider's can disagree. */
export const reconciliationMovements = [
  'charge',
  'refund',
  'dispute',
  'disputeWon',
  'payout',
] as const;
export const reconciliationDifferenceKinds = [
  'missingAtProvider',
  'missingInOurRecords',
  'amountDiffers',
] as const;
