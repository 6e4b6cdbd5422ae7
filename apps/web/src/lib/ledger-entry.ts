import { isCurrencyCode, moneyWithSymbol } from '@harambee/rules';
import { z } from './zod';

/** One leaf of the public ledger as served: its index and the exact canonical JSON text that was hashed. */
export type LedgerLeaf = { index: number; leaf: string };

const publicEntrySchema = z.object({
  index: z.number().int().min(0),
  at: z.string(),
  type: z.string(),
  campaignId: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  postings: z.array(
    z.object({ account: z.string(), amount: z.number().int(), currency: z.string().optional() }),
  ),
  /** On a gift's entry: the commitment to its receipt (none on entries written before they carried one). */
  commitment: z.string().optional(),
});

/** A published entry: amounts in minor units of `currency`, accounts that name no person. */
export type PublicEntry = z.infer<typeof publicEntrySchema>;

/** The entry a leaf's text holds, or undefined when the text is not one. */
export const parseLeaf = (leaf: string): PublicEntry | undefined => {
  try {
    const parsed = publicEntrySchema.safeParse(JSON.parse(leaf));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** The account a gift's money enters: the campaign's escrow. */
export const escrowAccount = (campaignId: string) => `campaign:${campaignId}:escrow`;

/**
 * An entry's amount as pages and mails write it in the reader's language ('$25.00', '3 230,00 KSh'); the code alone
 * when the currency is not one we know.
 */
export const entryAmount = (
  { amount, currency }: Pick<PublicEntry, 'amount' | 'currency'>,
  locale: string,
) =>
  isCurrencyCode(currency)
    ? moneyWithSymbol(amount, currency, locale)
    : `${amount} ${currency} minor units`;
