import type { EventOf } from '@harambee/events';
import type { Words } from '@harambee/messages';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../core/decider';

export const DISPUTE_NOT_FOUND: Words = { key: 'api.dispute.notFound' };
export const DISPUTE_CLOSED: Words = { key: 'api.dispute.closed' };
export const DISPUTE_CONTESTED: Words = { key: 'api.dispute.contested' };
export const NOTHING_OWED: Words = { key: 'api.dispute.nothingOwed' };
export const PAYOUT_IN_FLIGHT: Words = { key: 'api.dispute.payoutInFlight' };

export type DisputeActionEvent = EventOf<
  'DisputeAccepted' | 'DisputeContested' | 'DisputeWrittenOff' | 'DisputeClosed'
>;
type StreamEvent = DisputeActionEvent | EventOf<'DisputeOpened'>;
type Opened = EventOf<'DisputeOpened'>['data'];

/** One dispute on a gift, as an admin may answer it. */
export type DisputeOnGift = {
  opened: Opened;
  outcome: 'open' | 'won' | 'lost';
  /** The evidence submitted, once contested. */
  evidence: string | null;
  accepted: boolean;
  writtenOff: boolean;
};
/** Every dispute on the gift's donation stream, by its id at the provider. */
export type DisputesOnGift = Record<string, DisputeOnGift>;

const evolve = (state: DisputesOnGift, event: StreamEvent): DisputesOnGift => {
  const id = event.data.disputeId;
  const known = state[id];
  if (event.type === 'DisputeOpened')
    return {
      ...state,
      [id]: {
        opened: event.data,
        outcome: 'open',
        evidence: null,
        accepted: false,
        writtenOff: false,
      },
    };
  if (!known) return state;
  switch (event.type) {
    case 'DisputeClosed':
      return { ...state, [id]: { ...known, outcome: event.data.outcome } };
    case 'DisputeAccepted':
      return { ...state, [id]: { ...known, accepted: true } };
    case 'DisputeContested':
      return { ...state, [id]: { ...known, evidence: event.data.evidence } };
    case 'DisputeWrittenOff':
      return { ...state, [id]: { ...known, writtenOff: true } };
    default:
      return state;
  }
};

type Act = { disputeId: string; adminId: string; now: Date };
/** `afterPayout`: the campaign was paid out when the admin accepted, so the loss is its creator's (as a lost notice). */
export type DisputeActionCommand =
  | (Act & { type: 'AcceptDispute'; reason: string; afterPayout: boolean })
  | (Act & { type: 'ContestDispute'; evidence: string })
  | (Act & { type: 'WriteOffDispute'; reason: string; payoutPaid: boolean });

const answeredOn = ({ opened }: DisputeOnGift, adminId: string) => ({
  paymentId: opened.paymentId,
  donationId: opened.donationId,
  campaignId: opened.campaignId,
  provider: opened.provider,
  disputeId: opened.disputeId,
  adminId,
});

/** Accepted: the donor keeps the money, so the dispute closes lost at once, booked as a lost notice would be. */
const accept = (
  dispute: DisputeOnGift,
  command: Extract<DisputeActionCommand, { type: 'AcceptDispute' }>,
): DisputeActionEvent[] => {
  if (dispute.accepted) return [];
  if (dispute.outcome !== 'open') throw new RuleBrokenError(DISPUTE_CLOSED);
  if (dispute.evidence !== null) throw new RuleBrokenError(DISPUTE_CONTESTED);
  const { opened } = dispute;
  const at = command.now.toISOString();
  return [
    {
      type: 'DisputeAccepted',
      data: { ...answeredOn(dispute, command.adminId), reason: command.reason, acceptedAt: at },
    },
    {
      type: 'DisputeClosed',
      data: {
        paymentId: opened.paymentId,
        donationId: opened.donationId,
        campaignId: opened.campaignId,
        provider: opened.provider,
        amountCents: opened.amountCents,
        currency: opened.currency,
        ...(opened.charged && { charged: opened.charged }),
        disputeId: opened.disputeId,
        outcome: 'lost',
        afterPayout: command.afterPayout,
        closedAt: at,
      },
    },
  ];
};

/** Contested once: the same evidence again changes nothing; other evidence after it was submitted is refused. */
const contest = (
  dispute: DisputeOnGift,
  command: Extract<DisputeActionCommand, { type: 'ContestDispute' }>,
): DisputeActionEvent[] => {
  if (dispute.evidence === command.evidence) return [];
  if (dispute.outcome !== 'open') throw new RuleBrokenError(DISPUTE_CLOSED);
  if (dispute.evidence !== null) throw new RuleBrokenError(DISPUTE_CONTESTED);
  return [
    {
      type: 'DisputeContested',
      data: {
        ...answeredOn(dispute, command.adminId),
        evidence: command.evidence,
        contestedAt: command.now.toISOString(),
      },
    },
  ];
};

/**
 * Only what a creator owes can be written off: an open dispute on a campaign already paid out, its payout paid (a lost
 * one was written off when it closed; one held from the escrow is owed by no one).
 */
const writeOff = (
  dispute: DisputeOnGift,
  command: Extract<DisputeActionCommand, { type: 'WriteOffDispute' }>,
): DisputeActionEvent[] => {
  if (dispute.writtenOff) return [];
  if (dispute.outcome !== 'open') throw new RuleBrokenError(DISPUTE_CLOSED);
  if (!dispute.opened.afterPayout) throw new RuleBrokenError(NOTHING_OWED);
  // A payout that still fails would hand the escrow back: what is owed is known once it is paid.
  if (!command.payoutPaid) throw new RuleBrokenError(PAYOUT_IN_FLIGHT);
  return [
    {
      type: 'DisputeWrittenOff',
      data: {
        ...answeredOn(dispute, command.adminId),
        amountCents: dispute.opened.amountCents,
        reason: command.reason,
        writtenOffAt: command.now.toISOString(),
      },
    },
  ];
};

const decide = (command: DisputeActionCommand, state: DisputesOnGift): DisputeActionEvent[] => {
  const dispute = state[command.disputeId];
  if (!dispute) throw new NotFoundError(DISPUTE_NOT_FOUND);
  switch (command.type) {
    case 'AcceptDispute':
      return accept(dispute, command);
    case 'ContestDispute':
      return contest(dispute, command);
    case 'WriteOffDispute':
      return writeOff(dispute, command);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** An admin's answers to the disputes on one gift, on its donation stream beside the provider's notices. */
export const disputeActionDecider: Decider<DisputesOnGift, DisputeActionCommand, StreamEvent> = {
  initialState: {},
  evolve,
  decide,
};
