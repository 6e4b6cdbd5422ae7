import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '@/hooks/use-media-query';
import { useT } from '@/lib/i18n/use-t';
import type { Campaign } from '../types';
import { sortCampaigns } from '../lib/campaign-display';
import { CampaignCard, cardGridClass, showMoreClass } from './campaign-card';

export const MOBILE_GROUP_SIZE = 4;

/** Cards sorted featured-first then newest; on mobile 4 at a time behind 'Show More'. */
export function CampaignShowcase({ campaigns }: { campaigns: readonly Campaign[] }) {
  const isMobile = useIsMobile();
  const t = useT();
  const [shown, setShown] = useState(MOBILE_GROUP_SIZE);
  const sorted = sortCampaigns(campaigns);
  const visible = isMobile ? sorted.slice(0, shown) : sorted;
  return (
    <>
      <ul className={cardGridClass}>
        {visible.map((campaign) => (
          <li key={campaign._id}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
      {isMobile && shown < sorted.length && (
        <div className={showMoreClass}>
          <Button
            variant="secondary"
            onClick={() => setShown((count) => count + MOBILE_GROUP_SIZE)}
          >
            {t('search.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
