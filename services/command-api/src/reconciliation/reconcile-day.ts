import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { compareDay, type Difference } from './compare';
import { isOnDay, type Movement, windowAround } from './movement';
import { ourMovements } from './our-movements';
import { paystackMovements } from './paystack-movements';
import { recordDifferences } from './record-differences';
import { stripeMovements } from './stripe-movements';

export type ReconciliationReport =
  | { day: string; provider: null; reason: string }
  | {
      day: string;
      provider: 'stripe' | 'paystack';
      ours: number;
      theirs: number;
      differences: Difference[];
      newlyFound: number;
    };

export const NOTHING_TO_RECONCILE =
  'The configured provider keeps no record of its own (sandbox or none): nothing to reconcile';

/**
 * One day of our books against the first listed Stripe or Paystack account's own record, through its list APIs: each difference is
 * recorded once (ReconciliationDifferenceFound) and mailed to the admins once (a try now; the outbox retries).
 */
export const reconcileDay = async (
  deps: CommandApiDeps,
  day: string,
  context: CommandContext,
): Promise<ReconciliationReport> => {
  const settings = deps.config.payments?.find(
    (listed) => listed.provider === 'stripe' || listed.provider === 'paystack',
  );
  if (settings?.provider !== 'stripe' && settings?.provider !== 'paystack')
    return { day, provider: null, reason: NOTHING_TO_RECONCILE };
  const window = windowAround(day);
  const [ours, theirs] = await Promise.all([
    ourMovements(deps.store, settings.provider),
    settings.provider === 'stripe'
      ? stripeMovements(settings, window)
      : paystackMovements(settings, window),
  ]);
  const differences = compareDay(day, ours, theirs);
  const { found, mailId } = await recordDifferences(
    deps,
    settings.provider,
    day,
    differences,
    context,
  );
  if (mailId) await deps.mail.deliverNow(mailId);
  const onDay = (movements: Movement[]) => movements.filter((m) => isOnDay(m, day)).length;
  return {
    day,
    provider: settings.provider,
    ours: onDay(ours),
    theirs: onDay(theirs),
    differences,
    newlyFound: found.length,
  };
};
