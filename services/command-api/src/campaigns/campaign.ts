import type { Words } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { ForbiddenError, NotFoundError, RuleBrokenError } from '@harambee/platform';
import type { Actor } from '@harambee/platform';
import type { Decider } from '../core/decider';
import { checkUpdateLimit, recentUpdates } from './update-limit';

export type CampaignEvent = EventOf<
  | 'CampaignCreated'
  | 'CampaignEdited'
  | 'CampaignEditProposed'
  | 'CampaignEditApproved'
  | 'CampaignEditRejected'
  | 'CampaignApproved'
  | 'CampaignRejected'
  | 'CampaignFeatured'
  | 'CampaignUnfeatured'
  | 'CampaignDeleted'
  | 'CampaignUpdatePosted'
  | 'CampaignEnded'
>;

export type CampaignEnding = Pick<
  EventOf<'CampaignEnded'>['data'],
  'outcome' | 'refundAll' | 'endedAt'
>;

type CampaignText = Pick<
  EventOf<'CampaignEdited'>['data'],
  'title' | 'story' | 'category' | 'imagePath'
>;

export type CampaignState =
  | { status: 'none' }
  | {
      status: 'pending' | 'approved' | 'rejected' | 'deleted';
      campaignId: string;
      creatorId: string;
      featured: boolean;
      goalCents: number;
      endDate: string;
      imagePath: string;
      /** An edit of the live campaign awaiting review; the approved version stays public meanwhile. */
      pendingEdit?: CampaignText;
      /** Set once the campaign ended: it takes no more gifts. */
      ended?: CampaignEnding;
      /** When its latest updates were posted, oldest first, for the daily limit. */
      updatesPostedAt?: string[];
    };

type Existing = Exclude<CampaignState, { status: 'none' }>;

export const evolve = (state: CampaignState, event: CampaignEvent): CampaignState => {
  if (event.type === 'CampaignCreated') {
    const { campaignId, creatorId, goalCents, endDate, imagePath } = event.data;
    return {
      status: 'pending',
      campaignId,
      creatorId,
      featured: false,
      goalCents,
      endDate,
      imagePath,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'CampaignEdited':
      return { ...state, status: 'pending', imagePath: event.data.imagePath };
    case 'CampaignEditProposed': {
      const { title, story, category, imagePath } = event.data;
      return { ...state, pendingEdit: { title, story, category, imagePath } };
    }
    case 'CampaignEditApproved':
      return {
        ...state,
        imagePath: state.pendingEdit?.imagePath ?? state.imagePath,
        pendingEdit: undefined,
      };
    case 'CampaignEditRejected':
      return { ...state, pendingEdit: undefined };
    case 'CampaignApproved':
      return { ...state, status: 'approved' };
    case 'CampaignRejected':
      return { ...state, status: 'rejected', featured: false };
    case 'CampaignFeatured':
      return { ...state, featured: true };
    case 'CampaignUnfeatured':
      return { ...state, featured: false };
    case 'CampaignDeleted':
      return { ...state, status: 'deleted', featured: false };
    case 'CampaignUpdatePosted':
      return {
        ...state,
        updatesPostedAt: recentUpdates(state.updatesPostedAt, event.data.postedAt),
      };
    case 'CampaignEnded': {
      const { outcome, refundAll, endedAt } = event.data;
      return { ...state, ended: { outcome, refundAll, endedAt } };
    }
  }
};

export type CampaignCommand =
  | { type: 'CreateCampaign'; data: EventOf<'CampaignCreated'>['data'] }
  | {
      type: 'EditCampaign';
      actor: Actor;
      data: Omit<EventOf<'CampaignEdited'>['data'], 'imagePath'> & { imagePath?: string };
    }
  | { type: 'RejectCampaign'; at: string; reason?: string }
  | {
      type: 'ApproveCampaign' | 'FeatureCampaign' | 'UnfeatureCampaign';
      at: string;
    }
  | { type: 'RejectCampaign'; at: string; reason?: string }
  | { type: 'DeleteCampaign'; at: string; reason?: string }
  | { type: 'PostCampaignUpdate'; actor: Actor; data: EventOf<'CampaignUpdatePosted'>['data'] }
  | { type: 'EndCampaign'; raisedCents: number; now: Date }
  | { type: 'CloseCampaign'; raisedCents: number; closeReason: string; refund: boolean; now: Date };

const existing = (state: CampaignState): Existing => {
  if (state.status === 'none' || state.status === 'deleted')
    throw new NotFoundError({ key: 'api.campaign.notFound' });
  return state;
};

const ownedBy = (state: Existing, actor: Actor) => {
  if (actor.role !== 'admin' && actor.userId !== state.creatorId) throw new ForbiddenError();
};

/** Who may edit: the campaign's creator or an admin; checked again inside `decide`. */
export const editableBy = (state: CampaignState, actor: Actor) => ownedBy(existing(state), actor);

const requireStatus = (state: Existing, status: Existing['status'], message: Words) => {
  if (state.status !== status) throw new RuleBrokenError(message);
};

export const CAMPAIGN_ENDED: Words = { key: 'api.campaign.ended' };
export const FUNDED_NOT_DELETED: Words = { key: 'api.campaign.fundedNotDeleted' };
export const NOTHING_TO_APPROVE: Words = { key: 'api.campaign.nothingToApprove' };
export const NOTHING_TO_REJECT: Words = { key: 'api.campaign.nothingToReject' };
export const ONLY_APPROVED_ENDS: Words = { key: 'api.campaign.onlyApprovedEnds' };

/** The end date passed (a repeat changes nothing), or an admin closes early; raised against goal decides the outcome. */
const endCampaign = (
  command: Extract<CampaignCommand, { type: 'EndCampaign' | 'CloseCampaign' }>,
  state: CampaignState,
): CampaignEvent[] => {
  const campaign = existing(state);
  const closing = command.type === 'CloseCampaign';
  if (campaign.ended) {
    if (closing) throw new RuleBrokenError(CAMPAIGN_ENDED);
    return [];
  }
  if (campaign.status !== 'approved') {
    if (closing) throw new RuleBrokenError(ONLY_APPROVED_ENDS);
    return [];
  }
  if (!closing && new Date(campaign.endDate).getTime() > command.now.getTime()) return [];
  const refundAll = closing && command.refund;
  const outcome = command.raisedCents >= campaign.goalCents && !refundAll ? 'funded' : 'failed';
  return [
    {
      type: 'CampaignEnded',
      data: {
        campaignId: campaign.campaignId,
        outcome,
        raisedCents: command.raisedCents,
        goalCents: campaign.goalCents,
        endedAt: command.now.toISOString(),
        reason: closing ? 'closedByAdmin' : 'endDate',
        closeReason: closing ? command.closeReason : null,
        refundAll: outcome === 'failed',
      },
    },
  ];
};

/** A live campaign's edit waits for review beside it; any other edit sends the campaign back to review. */
const editCampaign = (
  command: Extract<CampaignCommand, { type: 'EditCampaign' }>,
  state: CampaignState,
): CampaignEvent[] => {
  const campaign = existing(state);
  ownedBy(campaign, command.actor);
  const imagePath = command.data.imagePath ?? campaign.pendingEdit?.imagePath ?? campaign.imagePath;
  const type = campaign.status === 'approved' ? 'CampaignEditProposed' : 'CampaignEdited';
  return [{ type, data: { ...command.data, imagePath } }];
};

const approveCampaign = (at: string, state: CampaignState): CampaignEvent[] => {
  const { campaignId, status, pendingEdit } = existing(state);
  if (status === 'pending') return [{ type: 'CampaignApproved', data: { campaignId, at } }];
  if (pendingEdit) return [{ type: 'CampaignEditApproved', data: { campaignId, at } }];
  throw new RuleBrokenError(NOTHING_TO_APPROVE);
};

const rejectCampaign = (
  command: Extract<CampaignCommand, { type: 'RejectCampaign' }>,
  state: CampaignState,
): CampaignEvent[] => {
  const { campaignId, status, pendingEdit } = existing(state);
  const { at } = command;
  if (status === 'pending') {
    const { reason } = command;
    return [
      { type: 'CampaignRejected', data: reason ? { campaignId, at, reason } : { campaignId, at } },
    ];
  }
  if (pendingEdit) {
    const reason = command.reason ?? null;
    return [{ type: 'CampaignEditRejected', data: { campaignId, at, reason } }];
  }
  throw new RuleBrokenError(NOTHING_TO_REJECT);
};

export const decide = (command: CampaignCommand, state: CampaignState): CampaignEvent[] => {
  switch (command.type) {
    case 'CreateCampaign':
      if (state.status !== 'none') throw new RuleBrokenError({ key: 'api.campaign.exists' });
      return [{ type: 'CampaignCreated', data: command.data }];
    case 'EditCampaign':
      return editCampaign(command, state);
    case 'ApproveCampaign':
      return approveCampaign(command.at, state);
    case 'RejectCampaign':
      return rejectCampaign(command, state);
    case 'FeatureCampaign': {
      const campaign = existing(state);
      requireStatus(campaign, 'approved', { key: 'api.campaign.onlyApprovedFeatured' });
      if (campaign.featured) return [];
      return [
        { type: 'CampaignFeatured', data: { campaignId: campaign.campaignId, at: command.at } },
      ];
    }
    case 'UnfeatureCampaign': {
      const campaign = existing(state);
      if (!campaign.featured) return [];
      return [
        { type: 'CampaignUnfeatured', data: { campaignId: campaign.campaignId, at: command.at } },
      ];
    }
    case 'DeleteCampaign': {
      const campaign = existing(state);
      // Deleting refunds every gift: once funded, the money may already be the creator's, or paid out.
      if (campaign.ended?.outcome === 'funded') throw new RuleBrokenError(FUNDED_NOT_DELETED);
      const { reason, at } = command;
      const { campaignId } = campaign;
      return [
        { type: 'CampaignDeleted', data: reason ? { campaignId, at, reason } : { campaignId, at } },
      ];
    }
    case 'PostCampaignUpdate': {
      const campaign = existing(state);
      if (command.actor.userId !== campaign.creatorId) throw new ForbiddenError();
      checkUpdateLimit(campaign.updatesPostedAt, command.data.postedAt);
      return [{ type: 'CampaignUpdatePosted', data: command.data }];
    }
    case 'EndCampaign':
    case 'CloseCampaign':
      return endCampaign(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const campaignDecider: Decider<CampaignState, CampaignCommand, CampaignEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

export const campaignStream = (campaignId: string) => `campaign-${campaignId}`;

/** A deleted or rejected campaign that did not end funded will never pay out: its gifts go back to its backers. */
export const givesGiftsBack = (state: CampaignState) =>
  (state.status === 'deleted' || state.status === 'rejected') && state.ended?.outcome !== 'funded';

export const acceptsDonations = (state: CampaignState, now: Date) =>
  state.status === 'approved' && !state.ended && new Date(state.endDate).getTime() > now.getTime();
