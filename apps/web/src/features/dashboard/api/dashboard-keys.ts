export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  campaigns: (userId: string) => [...dashboardKeys.all, 'campaigns', userId] as const,
  textAlerts: (userId: string) => [...dashboardKeys.all, 'textAlerts', userId] as const,
};
