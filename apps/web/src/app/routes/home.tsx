import { useIntl } from 'react-intl';

import { Head } from '@/components/head';
import { ScrolledPastAction } from '@/components/ui/scrolled-past-action';
import { paths } from '@/config/paths';
import { postsQueryOptions, usePosts } from '@/features/blog/api/get-posts';
import { FeaturedStories } from '@/features/blog/components/featured-stories';
import {
  FeaturedCampaigns,
  prefetchFeaturedCampaigns,
} from '@/features/campaigns/components/featured-campaigns';
import { platformFiguresQueryOptions, usePlatformFigures } from '@/lib/platform-figures';
import { Island } from '@/islands/island';
import { FundedCounter } from '@/features/home/components/funded-counter';
import { Hero } from '@/features/home/components/hero';
import styles from '@/features/home/components/home.module.css';
import { PhonePromo } from '@/features/home/components/phone-promo';
import { Steps } from '@/features/home/components/steps';
import { useHashScroll } from '@/hooks/use-hash-scroll';
import type { PageData } from '../page-data';

export const pageData: PageData = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      prefetchFeaturedCampaigns(queryClient),
      queryClient.prefetchQuery(postsQueryOptions()),
      queryClient.prefetchQuery(platformFiguresQueryOptions()),
    ]),
  islands: true,
};

const COUNTER_ID = 'platform-figures';

export function HomeRoute() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const figures = usePlatformFigures().data;
  useHashScroll(usePosts().isFetched);
  const fundYourBusiness = {
    to: paths.createCampaign.getHref(),
    label: text('home.fundYourBusiness'),
    pastId: COUNTER_ID,
  };
  return (
    <>
      <Head description={text('home.description')} />
      <Hero />
      <Island name="funded-counter" props={{ figures }}>
        <FundedCounter figures={figures} id={COUNTER_ID} />
      </Island>
      <Steps />
      <PhonePromo />
      <section
        id="featured-campaigns"
        className={styles.section}
        aria-labelledby="featured-campaigns-title"
      >
        <div className="container">
          <div className={styles.sectionHead}>
            <h2 id="featured-campaigns-title" className={styles.sectionTitle}>
              {text('home.featuredTitle')}
            </h2>
            <p>{text('home.featuredLead')}</p>
          </div>
          <FeaturedCampaigns />
        </div>
      </section>
      <FeaturedStories
        className={`${styles.section} ${styles.sectionMuted}`}
        titleClassName={styles.sectionTitle}
      />
      <Island name="scrolled-past-action" props={fundYourBusiness}>
        <ScrolledPastAction {...fundYourBusiness} />
      </Island>
    </>
  );
}
