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

/** A card provider, used as real ones are: charge first, then confirm the payment server to server. */
export interface PaymentGateway {
  chargeCard(request: {
    amountCents: number;
    campaignId: string;
    card: CardDetails;
  }): Promise<ChargeResult>;
  findPayment(paymentId: string): Promise<Payment | undefined>;
}

/** Card numbers the sandbox always declines, as providers' test cards do. */
export const SANDBOX_DECLINED_CARDS = ['4000000000000002', '4000000000009995', '4000000000000069'];

/**
 * The default gateway: validates like a provider, declines the documented test cards, approves
 * the rest, and keeps its payments in its own table so every command-api process sees them.
 */
export const createSandboxGateway = async (db: SqlDatabase): Promise<PaymentGateway> => {
  await db.exec(`
    create table if not exists sandbox_payments (
      payment_id text primary key,
      amount_cents bigint not null,
      campaign_id text not null,
      card_last4 text not null,
      created_at timestamptz not null default now()
    )`);
  return {
    chargeCard: async ({ amountCents, campaignId, card }) => {
      if (SANDBOX_DECLINED_CARDS.includes(card.cardNumber))
        return { approved: false, reason: 'declined' };
      const paymentId = `pay_${randomUUID()}`;
      await db.query(
        'insert into sandbox_payments (payment_id, amount_cents, campaign_id, card_last4) values ($1, $2, $3, $4)',
        [paymentId, amountCents, campaignId, card.cardNumber.slice(-4)],
      );
      return { approved: true, paymentId };
    },
    findPayment: async (paymentId) => {
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
