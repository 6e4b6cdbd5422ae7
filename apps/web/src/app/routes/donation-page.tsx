import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { ErrorState, Loading } from '@/components/ui/feedback';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCampaign } from '@/features/campaigns/api/get-campaign';
import { useRefreshCampaign } from '@/features/campaigns/api/use-live-campaign-progress';
import { acceptsDonations, creatorOf } from '@/features/campaigns/lib/campaign-display';
import styles from '@/features/donate/components/donate.module.css';
import { DonationCampaignSummary } from '@/features/donate/components/donation-campaign-summary';
import { DonationForm } from '@/features/donate/components/donation-form';
import { DonationSuccess } from '@/features/donate/components/donation-success';
import { usePaymentSettings } from '@/features/donate/api/get-payment-settings';
import { DonationsClosed } from '@/features/donate/components/donations-closed';
import { DonationsNotOpen } from '@/features/donate/components/donations-not-open';
import type { PaymentOutcome } from '@/features/donate/components/payment-modal';
import { SimpleDonationForm } from '@/features/donate/components/simple-donation-form';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

/** The donation page (/donation/{id}) and its simpler variant (/donate/{campaignId}); a campaign that accepts no more gifts says so instead. */
export function DonationPage({
  campaignId,
  variant,
}: {
  campaignId: string;
  variant: 'full' | 'simple';
}) {
  const campaign = useCampaign(campaignId);
  const payments = usePaymentSettings();
  const refreshCampaign = useRefreshCampaign();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const campaignHref = paths.campaign.getHref(campaignId);
  const t = useT();

  if (!campaignId) return <ErrorState message={t('giving.page.noCampaign')} />;
  if (campaign.isPending) return <Loading label={t('giving.page.loading')} />;
  if (campaign.isError) {
    return (
      <ErrorState
        message={errorMessage(campaign.error, t('giving.page.loadFailed'))}
        onRetry={() => void campaign.refetch()}
      />
    );
  }
  const { title, imagePath, status } = campaign.data;
  const complete = (result: PaymentOutcome) => {
    setOutcome(result);
    void refreshCampaign(campaignId);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={`container ${styles.page}`}>
      <Head title={t('giving.page.title', { campaign: title })} />
      <Link to={campaignHref} className={styles.back}>
        {t('giving.back')}
      </Link>
      {outcome ? (
        <DonationSuccess
          outcome={outcome}
          campaignHref={campaignHref}
          campaignTitle={title}
          onAnother={() => setOutcome(null)}
        />
      ) : payments.data && !payments.data.acceptingDonations ? (
        <DonationsNotOpen campaignHref={campaignHref} />
      ) : !acceptsDonations(campaign.data) ? (
        <DonationsClosed
          campaignTitle={title}
          ended={status === 'approved'}
          campaignHref={campaignHref}
        />
      ) : (
        <>
          <h1 className={styles.formTitle}>{t('giving.page.heading')}</h1>
          <DonationCampaignSummary
            campaign={{
              id: campaignId,
              title,
              imageUrl: imagePath ? uploadUrl(imagePath) : undefined,
              organiser: creatorOf(campaign.data).name,
            }}
          />
          {variant === 'full' ? (
            <DonationForm
              campaignId={campaignId}
              creatorName={creatorOf(campaign.data).name}
              onComplete={complete}
            />
          ) : (
            <SimpleDonationForm campaignId={campaignId} onComplete={complete} />
          )}
        </>
      )}
    </div>
  );
}
