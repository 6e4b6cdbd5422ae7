import { countryNamesIn } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { useMoney } from '@/lib/i18n/use-money';
import adminStyles from '../../components/admin.module.css';
import type { AdminCampaign } from '../../types';
import { creatorOf } from '../lib/campaign-facts';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import { useT } from '@/lib/i18n/use-t';

export function CampaignFactsPanel({ campaign }: { campaign: AdminCampaign }) {
  const t = useT();
  const { usd, longDate } = useMoney();
  const categoryName = useCategoryLabel();
  return (
    <section className={adminStyles.panel} aria-labelledby="campaign-facts-heading">
      <h2 id="campaign-facts-heading" className={adminStyles.panelTitle}>
        {t('receipt.campaign')}
      </h2>
      <dl className={adminStyles.facts}>
        <dt>{t('admin.card.goal')}</dt>
        <dd>{usd(campaign.goalAmount)}</dd>
        <dt>{t('admin.card.raised')}</dt>
        <dd>{usd(campaign.amountRaised)}</dd>
        <dt>{t('admin.details.category')}</dt>
        <dd>{categoryName(campaign.category)}</dd>
        <dt>{t('admin.card.created')}</dt>
        <dd>
          <time dateTime={campaign.createdAt}>{longDate(campaign.createdAt)}</time>
        </dd>
        <dt>{t('admin.details.endDate')}</dt>
        <dd>
          {campaign.endDate ? (
            <time dateTime={campaign.endDate}>{longDate(campaign.endDate)}</time>
          ) : (
            t('admin.details.noEndDate')
          )}
        </dd>
      </dl>
    </section>
  );
}

export function CreatorPanel({ campaign }: { campaign: AdminCampaign }) {
  const creator = creatorOf(campaign);
  const t = useT();
  const countryName = countryNamesIn(useIntl().locale);
  const country = creator?.country ?? campaign.country;
  const notProvided = t('admin.details.notProvided');
  const orNotProvided = (value: string | null | undefined) => value?.trim() || notProvided;
  return (
    <section className={adminStyles.panel} aria-labelledby="creator-heading">
      <h2 id="creator-heading" className={adminStyles.panelTitle}>
        {t('admin.card.creator')}
      </h2>
      <dl className={adminStyles.facts}>
        <dt>{t('admin.details.name')}</dt>
        <dd>{orNotProvided(creator?.name)}</dd>
        <dt>{t('admin.details.email')}</dt>
        <dd>
          {creator?.email ? <a href={`mailto:${creator.email}`}>{creator.email}</a> : notProvided}
        </dd>
        <dt>{t('admin.details.phone')}</dt>
        <dd>
          {creator?.phone ? <a href={`tel:${creator.phone}`}>{creator.phone}</a> : notProvided}
        </dd>
        <dt>{t('giving.mobileMoney.country')}</dt>
        <dd>{orNotProvided(country && countryName(country))}</dd>
      </dl>
    </section>
  );
}
