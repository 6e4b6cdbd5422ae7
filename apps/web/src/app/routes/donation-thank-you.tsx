import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { ErrorState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { campaignQueryOptions, useCampaign } from '@/features/campaigns/api/get-campaign';
import { useRefreshCampaign } from '@/features/campaigns/api/use-live-campaign-progress';
import styles from '@/features/donate/components/donate.module.css';
import { paymentQueryOptions } from '@/features/donate/api/get-payment';
import { PaymentProgress } from '@/features/donate/components/payment-progress';
import { isPaymentId, waitedMsOf } from '@/features/donate/lib/payment-progress';
import { checkoutHandoffOf } from '@/features/donate/form-checks';
import { useT } from '@/lib/i18n/use-t';
import type { PageData } from '../page-data';

/**
 * The campaign and the payment: the server renders where the payment stands, so a donor without scripts reads it
 * too (and, while it waits, the page reloads itself until the payment settles).
 */
export const pageData: PageData = {
  prefetch: ({ queryClient, params, url }) => {
    const paymentId = url.searchParams.get('paymentId');
    return Promise.all([
      queryClient.prefetchQuery(campaignQueryOptions(params.id ?? '')),
      isPaymentId(paymentId) && queryClient.prefetchQuery(paymentQueryOptions(paymentId)),
    ]);
  },
};

/** /donation/{id}/thank-you?paymentId=…: where a hosted checkout returns, and where mobile money waits for the phone. */
export function DonationThankYouRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const paymentId = search.get('paymentId');
  const handoff = checkoutHandoffOf(state);
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
          handoff={handoff}
          waitedMs={waitedMsOf(search.get('waited'))}
          onThanked={refreshCampaign}
        />
      ) : (
        <ErrorState message={t('giving.thankYou.noPayment')} />
      )}
    </div>
  );
}
