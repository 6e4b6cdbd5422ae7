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

/** /donation/{id}/thank-you?paymentId=…: where a hosted checkout returns, and where mobile money waits for the phone. */
export function DonationThankYouRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const paymentId = search.get('paymentId');
  const handoff = checkoutHandoff.safeParse(state);
  const campaign = useCampaign(id);
  const refreshCampaign = useRefreshCampaign();
  return (
    <div className={`container ${styles.page}`}>
      <Head title="Your donation" />
      <Link to={paths.campaign.getHref(id)} className={styles.back}>
        ← Back to campaign
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
        <ErrorState message="This link does not name a payment. Open the link from your provider again, or check your email for the receipt." />
      )}
    </div>
  );
}
