import type { EventData } from '@harambee/events';
import { moneyText } from '../disputes/dispute-messages';
import { moneyMail } from '../money-out/money-mail';

type Found = EventData<'ReconciliationDifferenceFound'>;

const what: Record<Found['movement'], string> = {
  charge: 'Gift',
  refund: 'Refund',
  dispute: 'Dispute',
  disputeWon: 'Dispute won',
  payout: 'Payout',
};
const amount = (cents: number | null, currency: string) =>
  cents === null ? 'none' : moneyText(cents, currency);

export const differenceLine = (
  found: Pick<
    Found,
    | 'movement'
    | 'reference'
    | 'paymentId'
    | 'provider'
    | 'kind'
    | 'ourAmountCents'
    | 'providerAmountCents'
    | 'currency'
  >,
) => {
  const names = `${what[found.movement]} ${found.reference}${found.paymentId ? ` (payment ${found.paymentId})` : ''}`;
  const amounts = `ours ${amount(found.ourAmountCents, found.currency)}, ${found.provider}'s ${amount(found.providerAmountCents, found.currency)}`;
  const kind = {
    missingAtProvider: `recorded by us, missing at ${found.provider}`,
    missingInOurRecords: `at ${found.provider}, missing in our records`,
    amountDiffers: 'the amounts differ',
  }[found.kind];
  return `${names}: ${kind}; ${amounts}.`;
};

/** One mail for the differences a run found new, each listed; admins see them all under Admin → Disputes. */
export const differencesMail = (to: string, provider: string, day: string, found: Found[]) =>
  moneyMail(
    to,
    `Reconciliation with ${provider} for ${day}: ${found.length} difference${found.length === 1 ? '' : 's'}`,
    [
      `Our records and ${provider}'s own disagree on ${found.length} money movement${found.length === 1 ? '' : 's'} of ${day} (UTC):`,
      ...found.map(differenceLine),
      "Check each in the provider's dashboard before acting. Admin → Disputes lists every difference found.",
    ],
    'alert',
  );
