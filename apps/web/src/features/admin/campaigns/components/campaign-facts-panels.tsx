import { formatDate, formatUsd } from '@/lib/format';
import adminStyles from '../../components/admin.module.css';
import type { AdminCampaign } from '../../types';
import { categoryName, creatorOf, NOT_PROVIDED } from '../lib/campaign-facts';

const orNotProvided = (value: string | null | undefined) => value?.trim() || NOT_PROVIDED;

export function CampaignFactsPanel({ campaign }: { campaign: AdminCampaign }) {
  return (
    <section className={adminStyles.panel} aria-labelledby="campaign-facts-heading">
      <h2 id="campaign-facts-heading" className={adminStyles.panelTitle}>
        Campaign
      </h2>
      <dl className={adminStyles.facts}>
        <dt>Goal</dt>
        <dd>{formatUsd(campaign.goalAmount)}</dd>
        <dt>Raised</dt>
        <dd>{formatUsd(campaign.amountRaised)}</dd>
        <dt>Category</dt>
        <dd>{categoryName(campaign.category)}</dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={campaign.createdAt}>{formatDate(campaign.createdAt, 'long')}</time>
        </dd>
        <dt>End date</dt>
        <dd>
          {campaign.endDate ? (
            <time dateTime={campaign.endDate}>{formatDate(campaign.endDate, 'long')}</time>
          ) : (
            'No end date'
          )}
        </dd>
      </dl>
    </section>
  );
}

export function CreatorPanel({ campaign }: { campaign: AdminCampaign }) {
  const creator = creatorOf(campaign);
  return (
    <section className={adminStyles.panel} aria-labelledby="creator-heading">
      <h2 id="creator-heading" className={adminStyles.panelTitle}>
        Creator
      </h2>
      <dl className={adminStyles.facts}>
        <dt>Name</dt>
        <dd>{orNotProvided(creator?.name)}</dd>
        <dt>Email</dt>
        <dd>
          {creator?.email ? <a href={`mailto:${creator.email}`}>{creator.email}</a> : NOT_PROVIDED}
        </dd>
        <dt>Phone</dt>
        <dd>
          {creator?.phone ? <a href={`tel:${creator.phone}`}>{creator.phone}</a> : NOT_PROVIDED}
        </dd>
        <dt>Country</dt>
        <dd>{orNotProvided(creator?.country ?? campaign.country)}</dd>
      </dl>
    </section>
  );
}
