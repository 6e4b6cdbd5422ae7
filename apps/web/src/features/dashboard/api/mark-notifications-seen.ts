import { api } from '@/lib/api-client';

/** The creator has looked at their donations: the unread count starts again from zero. */
export const markNotificationsSeen = () => api.post<{ seenAt: string }>('/v1/notifications/seen');
