/**
 * The floor: a bare `node:http` server doing only the irreducible work of a card gift, so the platform's
 * donations/s can be read as a share of what this machine and database allow at all. `POST
 * /api/v1/payments/card` commits a payment row; `POST /api/v1/donations` commits one donation row per payment,
 * so a retried request answers the same gift. The echo variant answers both at once without a database: the
 * load generator's own ceiling.
 */
import type { SqlDatabase } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const FLOOR_TABLES = `
  create table if not exists floor_payments (
    id uuid primary key, campaign_id text not null, amount_cents int not null
  );
  create table if not exists floor_donations (
    id uuid primary key, payment_id uuid not null unique references floor_payments (id),
    campaign_id text not null, amount_cents int not null, donor_name text not null
  );`;

const RECORD_DONATION = `
  with made as (
    insert into floor_donations (id, payment_id, campaign_id, amount_cents, donor_name)
    values ($1, $2, $3, $4, $5) on conflict (payment_id) do nothing returning id
  )
  select id from made union all select id from floor_donations where payment_id = $2 limit 1`;

type Gift = { amount: number; campaignId: string; paymentId?: string; donorName?: string };

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Gift;
};

const answer = (res: ServerResponse, status: number, data: unknown) => {
  const body = JSON.stringify({ status: 'success', data });
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
};

type Work = {
  pay(gift: Gift): Promise<string>;
  give(gift: Gift): Promise<string>;
};

const databaseWork = (db: SqlDatabase): Work => ({
  pay: async ({ amount, campaignId }) => {
    const id = randomUUID();
    await db.query(
      'insert into floor_payments (id, campaign_id, amount_cents) values ($1, $2, $3)',
      [id, campaignId, Math.round(amount * 100)],
    );
    return id;
  },
  give: async ({ amount, campaignId, paymentId, donorName = '' }) => {
    const [row] = await db.query<{ id: string }>(RECORD_DONATION, [
      randomUUID(),
      paymentId,
      campaignId,
      Math.round(amount * 100),
      donorName,
    ]);
    return row!.id;
  },
});

const echoWork: Work = { pay: async () => randomUUID(), give: async () => randomUUID() };

const serve = (work: Work) =>
  createServer((req, res) => {
    const route: ((gift: Gift) => Promise<unknown>) | undefined =
      req.url === '/api/v1/payments/card'
        ? (gift: Gift) => work.pay(gift).then((paymentId) => ({ paymentId, status: 'approved' }))
        : req.url === '/api/v1/donations'
          ? (gift: Gift) => work.give(gift).then((id) => ({ _id: id }))
          : undefined;
    if (req.method !== 'POST' || !route) return answer(res, 404, null);
    bodyOf(req)
      .then(route)
      .then(
        (data) => answer(res, 201, data),
        (error: unknown) => answer(res, 500, String(error)),
      );
  });

/** The floor on `db` (or the echo without one), listening on a free loopback port. */
export const startFloor = async (db?: SqlDatabase) => {
  if (db) await db.exec(FLOOR_TABLES);
  const server = serve(db ? databaseWork(db) : echoWork);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
