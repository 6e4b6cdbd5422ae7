import type { EventOf } from '@harambee/events';
import { say, type Words } from '@harambee/messages';
import { InvalidInputError, NotFoundError, RuleBrokenError } from '@harambee/platform';
import { type CampaignState, acceptsDonations } from '../campaigns/campaign';
import type { Decider } from '../core/decider';
import type { Payment } from './payment-gateway';

export type DonationEvent = EventOf<'DonationRecorded' | 'CryptoPledged' | 'CryptoPledgeConfirmed'>;
/** A donation stream also carries its refund (see refunds/refund.ts), which recording a gift does not look at. */
type DonationStreamEvent =
  DonationEvent | EventOf<'RefundRequested' | 'DonationRefunded' | 'RefundFailed'>;

export type DonationState =
  | { status: 'none' }
  | { status: 'recorded'; donation: EventOf<'DonationRecorded'>['data'] }
  | { status: 'pledged' | 'confirmed'; pledge: EventOf<'CryptoPledged'>['data'] };

export const evolve = (state: DonationState, event: DonationStreamEvent): DonationState => {
  switch (event.type) {
    case 'DonationRecorded':
      return { status: 'recorded', donation: event.data };
    case 'CryptoPledged':
      return { status: 'pledged', pledge: event.data };
    case 'CryptoPledgeConfirmed':
      return state.status === 'pledged' ? { ...state, status: 'confirmed' } : state;
    default:
      return state;
  }
};

export type DonationCommand =
  | {
      type: 'RecordDonation';
      data: EventOf<'DonationRecorded'>['data'];
      payment: Payment | undefined;
      campaign: CampaignState;
      now: Date;
    }
  | {
      type: 'PledgeCrypto';
      data: EventOf<'CryptoPledged'>['data'];
      campaign: CampaignState;
      now: Date;
    }
  | { type: 'ConfirmPledge'; now: Date };

const CLOSED: Words = { key: 'api.donation.campaignClosed' };
const USED: Words = { key: 'api.donation.paymentUsed' };
/** The answers' English, as the spec words them. */
export const CAMPAIGN_CLOSED = say('en', CLOSED);
export const PAYMENT_USED = say('en', USED);

/** The one rule for taking money: the campaign exists, is approved and has not ended. Checked before a card is charged too. */
export const assertOpenForDonations = (campaign: CampaignState, now: Date) => {
  if (campaign.status === 'none' || campaign.status === 'deleted')
    throw new NotFoundError({ key: 'api.campaign.notFound' });
  if (!acceptsDonations(campaign, now)) throw new RuleBrokenError(CLOSED);
};

const sameDonation = (
  a: EventOf<'DonationRecorded'>['data'],
  b: EventOf<'DonationRecorded'>['data'],
) => a.campaignId === b.campaignId && a.amountCents === b.amountCents;

const recordDonation = (
  command: Extract<DonationCommand, { type: 'RecordDonation' }>,
  state: DonationState,
): DonationEvent[] => {
  if (state.status === 'recorded') {
    if (sameDonation(state.donation, command.data)) return [];
    throw new RuleBrokenError(USED);
  }
  if (state.status !== 'none') throw new RuleBrokenError(USED);
  const { payment, data } = command;
  if (data.paymentMethod === 'creditCard' || data.paymentMethod === 'mobileMoney') {
    if (!payment || payment.status !== 'approved')
      throw new InvalidInputError({ key: 'api.payment.notApproved' });
    if (payment.amountCents !== data.amountCents || payment.campaignId !== data.campaignId) {
      throw new InvalidInputError({ key: 'api.payment.doesNotMatch' });
    }
  }
  assertOpenForDonations(command.campaign, command.now);
  return [{ type: 'DonationRecorded', data }];
};

export const decide = (command: DonationCommand, state: DonationState): DonationEvent[] => {
  switch (command.type) {
    case 'RecordDonation':
      return recordDonation(command, state);
    case 'PledgeCrypto':
      if (state.status !== 'none') throw new RuleBrokenError({ key: 'api.pledge.exists' });
      assertOpenForDonations(command.campaign, command.now);
      return [{ type: 'CryptoPledged', data: command.data }];
    case 'ConfirmPledge':
      if (state.status === 'confirmed') return [];
      if (state.status !== 'pledged') throw new NotFoundError({ key: 'api.pledge.notFound' });
      return [
        {
          type: 'CryptoPledgeConfirmed',
          data: {
            pledgeId: state.pledge.pledgeId,
            campaignId: state.pledge.campaignId,
            amountCents: state.pledge.amountCents,
            confirmedAt: command.now.toISOString(),
          },
        },
      ];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const donationDecider: Decider<DonationState, DonationCommand, DonationStreamEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

/** One stream per payment (or pledge): a payment is recorded once, and donations never contend. */
export const donationStream = (paymentId: string) => `donation-${paymentId}`;
