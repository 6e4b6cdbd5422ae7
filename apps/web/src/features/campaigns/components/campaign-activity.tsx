import { useIntl } from 'react-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/feedback';
import { Tabs } from '@/components/ui/tabs';
import { useDisplayTime } from '@/hooks/use-display-time';
import { formatDate } from '@/lib/format';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useCampaignDonations } from '../api/get-campaign-donations';
import { useCampaignUpdates } from '../api/get-campaign-updates';
import type { CampaignUpdate, Donation } from '../types';
import styles from './campaign-page.module.css';

export const BACKERS_SHOWN = 9;

const backerName = (donation: Donation, anonymousLabel: string) =>
  donation.anonymous || !donation.donorName?.trim() ? anonymousLabel : donation.donorName;

/** Each refund state's words beside the gift's day, in the catalogue. */
const REFUND_KEYS: Partial<Record<NonNullable<Donation['refundStatus']>, string>> = {
  refund_pending: 'campaign.backers.refundPending',
  refunded: 'campaign.backers.refunded',
  refund_failed: 'campaign.backers.refundFailed',
};

const refundKeyOf = (donation: Donation) =>
  donation.refundStatus && REFUND_KEYS[donation.refundStatus];

/** A day in the page's language, in the reader's time zone (English keeps its own short form). */
const useDay = () => {
  const intl = useIntl();
  const { timeZone } = useDisplayTime();
  return (value: string) =>
    intl.locale === 'en'
      ? formatDate(value, 'short', timeZone)
      : intl.formatDate(value, { dateStyle: 'medium', timeZone });
};

/** The next page of backers, when the server holds more than are loaded. */
type MoreBackers = { load: () => void; loading: boolean };

function Backers({
  donations,
  total,
  more,
}: {
  donations: Donation[];
  total: number;
  more?: MoreBackers;
}) {
  const [showAll, setShowAll] = useState(false);
  const t = useT();
  const day = useDay();
  const { usd } = useMoney();
  if (donations.length === 0) return <p className={styles.empty}>{t('campaign.backers.none')}</p>;
  const visible = showAll ? donations : donations.slice(0, BACKERS_SHOWN);
  return (
    <>
      <ul className={styles.list} data-testid="backers">
        {visible.map((donation) => (
          <li key={donation._id} className={styles.entry}>
            <span>
              <span className={styles.entryName}>
                {backerName(donation, t('campaign.backers.anonymous'))}
              </span>
              <br />
              <span className={styles.entryMeta}>
                {refundKeyOf(donation)
                  ? t(refundKeyOf(donation)!, { day: day(donation.createdAt) })
                  : day(donation.createdAt)}
              </span>
            </span>
            <span className={styles.entryAmount}>{usd(donation.amount)}</span>
          </li>
        ))}
      </ul>
      {!showAll && total > BACKERS_SHOWN && (
        <Button
          variant="secondary"
          size="small"
          className={styles.more}
          onClick={() => setShowAll(true)}
        >
          {t('campaign.backers.showAll', { total })}
        </Button>
      )}
      {showAll && more && (
        <Button
          variant="secondary"
          size="small"
          className={styles.more}
          disabled={more.loading}
          onClick={more.load}
        >
          {t(more.loading ? 'campaign.loading' : 'campaign.backers.showMore')}
        </Button>
      )}
    </>
  );
}

function Comments({ donations }: { donations: Donation[] }) {
  const t = useT();
  const day = useDay();
  const { usd } = useMoney();
  if (donations.length === 0) return <p className={styles.empty}>{t('campaign.comments.none')}</p>;
  return (
    <ul className={styles.list}>
      {donations.map((donation) => (
        <li key={donation._id} className={styles.comment}>
          <span className={styles.entryName}>
            {backerName(donation, t('campaign.comments.anonymous'))}
          </span>{' '}
          <span className={styles.entryMeta}>
            {t('campaign.comments.gave', {
              amount: usd(donation.amount),
              day: day(donation.createdAt),
            })}
          </span>
          <p>{donation.message}</p>
        </li>
      ))}
    </ul>
  );
}

function Updates({ updates }: { updates: CampaignUpdate[] }) {
  const t = useT();
  const { longDate } = useMoney();
  if (updates.length === 0) return <p className={styles.empty}>{t('campaign.updates.none')}</p>;
  return (
    <ul className={styles.list}>
      {updates.map((update) => (
        <li key={update._id} className={styles.update}>
          <h3>{update.title}</h3>
          <time className={styles.entryMeta} dateTime={update.createdAt}>
            {longDate(update.createdAt)}
          </time>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: update.content }} />
        </li>
      ))}
    </ul>
  );
}

/** Tabs Updates, Comments (loaded donations with a message) and Backers (the default), a page of backers at a time. */
export function CampaignActivity({ campaignId }: { campaignId: string }) {
  const donations = useCampaignDonations(campaignId);
  const updates = useCampaignUpdates(campaignId);
  const pages = donations.data?.pages ?? [];
  const all = pages.flatMap((page) => page.donations);
  const total = pages[0]?.pagination?.totalDonations ?? all.length;
  const more = donations.hasNextPage
    ? { load: () => void donations.fetchNextPage(), loading: donations.isFetchingNextPage }
    : undefined;
  const comments = all.filter((donation) => donation.message?.trim());
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const loading = <Loading label={text('campaign.loading')} />;
  return (
    <section className={styles.section} aria-label={text('campaign.activity')}>
      <Tabs
        id="campaign-activity"
        label={text('campaign.activity')}
        defaultTab="backers"
        tabs={[
          {
            id: 'updates',
            label: text('campaign.updatesTab', { count: updates.data?.length ?? 0 }),
            panel: updates.isPending ? loading : <Updates updates={updates.data ?? []} />,
          },
          {
            id: 'comments',
            label: text('campaign.commentsTab', { count: comments.length }),
            panel: donations.isPending ? loading : <Comments donations={comments} />,
          },
          {
            id: 'backers',
            label: text('campaign.backersTab', { count: total }),
            panel: donations.isPending ? (
              loading
            ) : (
              <Backers donations={all} total={total} more={more} />
            ),
          },
        ]}
      />
    </section>
  );
}
