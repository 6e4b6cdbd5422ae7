import type { SqlDatabase } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { CardDetails } from './card';

export type Payment = {
  paymentId: string;
  status: 'approved';
  amountCents: number;
  campaignId: string;
};

export type ChargeResult =
  { approved: true; paymentId: string } | { approved: false; reason: string };

/** A charge refused because the stream it was checked against had moved on (nothing was charged). */
export const STREAM_MOVED = 'stream-moved';

/** A stream at a version: a charge made only while the stream is still there. */
export type StreamAt = { streamId: string; version: number };

/** A card provider, used as real ones are: charge first, then confirm the payment server to server. */
export interface PaymentGateway {
  chargeCard(request: {
    amountCents: number;
    campaignId: string;
    card: CardDetails;
    /** The campaign's stream at the version the gift was checked against: charged only while it is still there. */
    checkedAt?: StreamAt;
  }): Promise<ChargeResult>;
  findPayment(paymentId: string): Promise<Payment | undefined>;
  /** Whether a charge can be made at a stream's version (`checkedAt`): only where the event log is at hand. */
  readonly chargesAtVersion: boolean;
}

/** Card numbers the sandbox always declines, as providers' test cards do. */
export const SANDBOX_DECLINED_CARDS = ['4000000000000002', '4000000000009995', '4000000000000069'];

/** Payments this process charged, remembered at most: the oldest goes first; a payment not held is read. */
const MOST_REMEMBERED = 10_000;

/**
 * The default gateway: validates like a provider, declines the documented test cards, approves
 * the rest, and keeps its payments in its own table so every command-api process sees them. A payment never
 * changes once made, so the ones this process made are also remembered, and confirming one asks nothing.
 * With the event log in the same database (`logHere`), a charge checked against a campaign's stream at a version
 * is made by the statement that sees the stream still there, so a check on a kept state costs no read of its own.
 */
export const createSandboxGateway = async (
  db: SqlDatabase,
  logHere = false,
): Promise<PaymentGateway> => {
  await db.exec(`
    create table if not exists sandbox_payments (
      payment_id text primary key,
      amount_cents bigint not null,
      campaign_id text not null,
      card_last4 text not null,
      created_at timestamptz not null default now()
    )`);
  const made = new Map<string, Payment>();
  const remember = (payment: Payment) => {
    made.set(payment.paymentId, payment);
    if (made.size > MOST_REMEMBERED) made.delete(made.keys().next().value!);
  };
  return {
    chargesAtVersion: logHere,
    chargeCard: async ({ amountCents, campaignId, card, checkedAt }) => {
      if (SANDBOX_DECLINED_CARDS.includes(card.cardNumber))
        return { approved: false, reason: 'declined' };
      if (checkedAt && !logHere) throw new Error('this gateway cannot charge at a version');
      const paymentId = `pay_${randomUUID()}`;
      const charged = await db.query(
        `insert into sandbox_payments (payment_id, amount_cents, campaign_id, card_last4)
         select $1, $2, $3, $4
         where $6::bigint is null
            or not exists (select 1 from events where stream_id = $5 and stream_version > $6::bigint)
         returning payment_id`,
        [
          paymentId,
          amountCents,
          campaignId,
          card.cardNumber.slice(-4),
          checkedAt?.streamId ?? null,
          checkedAt?.version ?? null,
        ],
      );
      if (charged.length === 0) return { approved: false, reason: STREAM_MOVED };
      remember({ paymentId, status: 'approved', amountCents, campaignId });
      return { approved: true, paymentId };
    },
    findPayment: async (paymentId) => {
      const remembered = made.get(paymentId);
      if (remembered) return remembered;
      const [row] = await db.query<{ amount_cents: number; campaign_id: string }>(
        'select amount_cents::int as amount_cents, campaign_id from sandbox_payments where payment_id = $1',
        [paymentId],
      );
      return (
        row && {
          paymentId,
          status: 'approved',
          amountCents: row.amount_cents,
          campaignId: row.campaign_id,
        }
      );
    },
  };
};
