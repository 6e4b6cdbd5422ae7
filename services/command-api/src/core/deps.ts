import type { EventStore } from '@harambee/events';
import type { Config } from '@harambee/platform';
import type { SqlDatabase } from '@harambee/database';
import type { PaymentGateway } from '../donations/payment-gateway';
import type { Clock } from './clock';
import type { MailOutbox } from '../mail/mail-outbox';

/** What every slice's routes are built from: the edges, injected so tests use real ones on port 0. */
export type CommandApiDeps = {
  db: SqlDatabase;
  store: EventStore;
  config: Config;
  clock: Clock;
  mail: MailOutbox;
  payments: PaymentGateway;
};
