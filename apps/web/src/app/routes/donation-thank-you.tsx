import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { ErrorState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useCampaign } from '@/features/campaigns/api/get-campaign';
import { useRefreshCampaign } from '@/features/campaigns/api/use-live-campaign-progress';
import styles from '@/features/donate/components/donate.module.css';
import { PaymentProgress } from '@/features/donate/components/payment-progress';
import { isPaymentId } from '@/features/donate/lib/payment-progress';
import { checkoutHandoff } from '@/features/donate/schemas';
import { useT } from '@/lib/i18n/use-t';

/** /donation/{id}/thank-you?paymentId=…: where a hosted checkout returns, and where mobile money waits for the phone. */
export function DonationThankYouRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const paymentId = search.get('paymentId');
  const handoff = checkoutHandoff.safeParse(state);
  const campaign = useCampaign(id);
  const refreshCampaign = useRefreshCampaign();
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <Head title={t('giving.thankYou.title')} />
      <Link to={paths.campaign.getHref(id)} className={styles.back}>
        {t('giving.back')}
      </Link>
      {isPaymentId(paymentId) ? (
        <PaymentProgress
          campaignId={id}
          campaignTitle={campaign.data?.title}
          paymentId={paymentId}
          handoff={handoff.success ? handoff.data : undefined}
          onThanked={refreshCampaign}
        />
      ) : (
        <ErrorState message={t('giving.thankYou.noPayment')} />
      )}
    </div>
  );
}
