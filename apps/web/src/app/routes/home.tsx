import { useRef } from 'react';
import { useIntl } from 'react-intl';

import { Head } from '@/components/head';
import { FloatingAction } from '@/components/ui/floating-action';
import { paths } from '@/config/paths';
import { postsQueryOptions, usePosts } from '@/features/blog/api/get-posts';
import { FeaturedStories } from '@/features/blog/components/featured-stories';
import {
  FeaturedCampaigns,
  prefetchFeaturedCampaigns,
} from '@/features/campaigns/components/featured-campaigns';
import { platformFiguresQueryOptions } from '@/lib/platform-figures';
import { FundedCounter } from '@/features/home/components/funded-counter';
import { Hero } from '@/features/home/components/hero';
import styles from '@/features/home/components/home.module.css';
import { PhonePromo } from '@/features/home/components/phone-promo';
import { Steps } from '@/features/home/components/steps';
import { useHashScroll } from '@/hooks/use-hash-scroll';
import { useScrolledPast } from '@/hooks/use-in-view';
import type { PageData } from '../page-data';

export const pageData: PageData = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      prefetchFeaturedCampaigns(queryClient),
      queryClient.prefetchQuery(postsQueryOptions()),
      queryClient.prefetchQuery(platformFiguresQueryOptions()),
    ]),
};

export function HomeRoute() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const counter = useRef<HTMLElement>(null);
  const pastCounter = useScrolledPast(counter);
  useHashScroll(usePosts().isFetched);
  return (
    <>
      <Head description={text('home.description')} />
      <Hero />
      <FundedCounter ref={counter} />
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
      <FloatingAction
        to={paths.createCampaign.getHref()}
        label={text('home.fundYourBusiness')}
        visible={pastCounter}
      />
    </>
  );
}
