import { accounts } from './accounts';
import { factKey, requireFact } from './facts';
import type { Entry } from './posting';
import type { LedgerRules } from './rules';

/**
 * The fees come off as the payout is paid: the escrow gives the net to the creator, the platform its 5 % and the
 * providers their processing fees, as the withdrawal was requested.
 */
export const payoutRules: LedgerRules = {
  WithdrawalRequested: {
    learn: ({ data }) => ({
      [factKey.withdrawal(data.withdrawalId)]: {
        kind: 'withdrawal',
        creatorId: data.creatorId,
        platformFeeCents: data.platformFeeCents,
        processingFeesCents: data.processingFeesCents,
      },
    }),
  },
  /** An approval after the provider gave gifts back takes the amounts again: the payout posts the revised fees. */
  WithdrawalRevised: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId)],
    learn: (event, facts) => {
      const key = factKey.withdrawal(event.data.withdrawalId);
      const withdrawal = requireFact(facts, key, 'withdrawal', event.id);
      const { platformFeeCents, processingFeesCents } = event.data;
      return { [key]: { ...withdrawal, platformFeeCents, processingFeesCents } };
    },
  },
  PayoutPaid: {
    needs: ({ data }) => [factKey.withdrawal(data.withdrawalId)],
    post: (event, facts) => {
      const { withdrawalId, campaignId, amountCents } = event.data;
      const withdrawal = requireFact(
        facts,
        factKey.withdrawal(withdrawalId),
        'withdrawal',
        event.id,
      );
      const paid: Entry[] = [
        { account: accounts.platformFees, amount: withdrawal.platformFeeCents },
        { account: accounts.providerFees, amount: withdrawal.processingFeesCents },
        { account: accounts.creatorPayouts(withdrawal.creatorId), amount: amountCents },
      ].filter((entry) => entry.amount !== 0);
      const out = paid.reduce((sum, entry) => sum + entry.amount, 0);
      return {
        campaignId,
        subject: withdrawalId,
        entries: [{ account: accounts.escrow(campaignId), amount: -out }, ...paid],
      };
    },
  },
};
