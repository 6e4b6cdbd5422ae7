import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

const figuresSchema = z.object({
  launchedCampaigns: z.number().int().nonnegative(),
  fundedCampaigns: z.number().int().nonnegative(),
});
export type PlatformFigures = z.infer<typeof figuresSchema>;

/** The platform's own figures, counted from its books: never a number written into the page. */
export const platformFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-figures'],
    queryFn: async ({ signal }) =>
      figuresSchema.parse(
        (await api.get<{ figures: PlatformFigures }>('/v1/campaigns/figures', { signal })).figures,
      ),
  });

export const usePlatformFigures = () => useQuery(platformFiguresQueryOptions());
