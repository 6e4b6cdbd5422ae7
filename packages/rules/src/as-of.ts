import type { MessageKey } from '@harambee/messages';

/** What the admin's "as of" view of a campaign's past answers to a moment it cannot read. */
export const AS_OF_MESSAGES = {
  badAt: 'api.asOf.badAt',
  badPosition: 'api.asOf.badPosition',
  badCompare: 'api.asOf.badCompare',
  oneMoment: 'api.asOf.oneMoment',
} as const satisfies Record<string, MessageKey>;
