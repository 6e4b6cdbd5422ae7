import { PaymentDeclinedError } from '@harambee/platform';
import { campaignStates, currentCampaign } from '../campaigns/campaign-states';
import { campaignStream } from '../campaigns/campaign';
import type { CommandApiDeps } from '../core/deps';
import type { CardDetails } from './card';
import { assertOpenForDonations } from './donation';
import { STREAM_MOVED } from './payment-gateway';

/** Charges tried at a version before the last, which charges on a campaign just read, as a read-then-charge does. */
const MOST_TRIED_AT_VERSION = 3;

type Gift = { amountCents: number; campaignId: string; card: CardDetails };

/**
 * A card charge for a gift to a campaign that takes gifts. Where the gateway can charge at a stream's version, the
 * campaign is checked on its kept state without reading it, and charged only while the campaign is still at that
 * version; one that moved on is read, checked and charged again. Elsewhere the campaign is read before the check.
 * `check` runs before `charge`, outside its idempotent start: a refused gift is refused before anything is charged.
 */
export const cardCharge = ({ store, payments, clock }: CommandApiDeps, gift: Gift) => {
  const streamId = campaignStream(gift.campaignId);
  const readAndCheck = async () => {
    const campaign = await currentCampaign(store, gift.campaignId);
    assertOpenForDonations(campaign.state, clock());
    return campaign;
  };
  let checked = payments.chargesAtVersion ? campaignStates.kept(store, streamId) : undefined;
  return {
    check: async () => {
      try {
        if (checked) return assertOpenForDonations(checked.state, clock());
      } catch {
        // A kept state that refuses may be an old one: only what the stream holds now refuses.
      }
      checked = await readAndCheck();
    },
    charge: async () => {
      for (let tries = 1; ; tries += 1) {
        const atVersion = payments.chargesAtVersion && checked && tries < MOST_TRIED_AT_VERSION;
        const result = await payments.chargeCard({
          ...gift,
          ...(atVersion ? { checkedAt: { streamId, version: checked!.version } } : {}),
        });
        if (result.approved) return result.paymentId;
        if (result.reason !== STREAM_MOVED) throw new PaymentDeclinedError();
        checked = await readAndCheck();
      }
    },
  };
};
