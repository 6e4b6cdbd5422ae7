import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Dashboard } from '../types';
import { dashboardKeys } from './dashboard-keys';

export const getDashboard = (signal?: AbortSignal) =>
  api.get<Dashboard>('/v1/dashboard', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
