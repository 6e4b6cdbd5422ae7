import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { untilProjected } from '@/lib/until-projected';
import { dashboardKeys } from './dashboard-keys';

export type TextAlerts = { gifts: boolean; payouts: boolean };

/** The texts a creator asked for, and the phone of their account they go to (none: nothing can be texted). */
export type TextAlertsSetting = { phone: string | null; textAlerts: TextAlerts };

export const getTextAlerts = (userId: string, signal?: AbortSignal) =>
  api
    .get<{ user: TextAlertsSetting }>(`/v1/user/${encodeURIComponent(userId)}`, { signal })
    .then(({ user }) => ({ phone: user.phone || null, textAlerts: user.textAlerts }));

export const textAlertsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.textAlerts(userId),
    queryFn: ({ signal }) => getTextAlerts(userId, signal),
  });

export const useTextAlerts = (userId: string) => useQuery(textAlertsQueryOptions(userId));

const sameAlerts = (a: TextAlerts, b: TextAlerts) => a.gifts === b.gifts && a.payouts === b.payouts;

/** Busy until the read side shows the choice, so a reload right after keeps it. */
export const chooseTextAlerts = async (userId: string, chosen: TextAlerts) => {
  await api.patch('/v1/users/text-alerts', chosen);
  await untilProjected(async () => sameAlerts((await getTextAlerts(userId)).textAlerts, chosen));
};

export const useChooseTextAlerts = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: TextAlerts) => chooseTextAlerts(userId, chosen),
    onSuccess: (_, textAlerts) =>
      queryClient.setQueryData(dashboardKeys.textAlerts(userId), (setting?: TextAlertsSetting) =>
        setting ? { ...setting, textAlerts } : setting,
      ),
  });
};
