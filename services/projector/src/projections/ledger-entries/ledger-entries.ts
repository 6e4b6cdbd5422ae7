import type { StoredEvent } from '@harambee/events';
import {
  bookedEntries,
  type Fact,
  type Facts,
  factsNeeded,
  ledgerEventTypes,
  ledgerStep,
  entryCurrency,
  type Posting,
} from '@harambee/ledger';
import type { ReadModel } from '../../read-model';

export type LedgerEntriesChange = { kind: 'posted'; events: StoredEvent[] };

/** One row per account of a posting: what each event moved, where to, in log order. */
export type LedgerEntry = {
  event_id: string;
  account: string;
  transaction_id: string;
  global_position: string;
  type: string;
  campaign_id: string;
  subject: string;
  currency: string;
  amount: number;
  at: string;
};

/** One row per account and currency: an account a posting crosses twice is one row of what it moved in all. */
export const entriesOf = (posting: Posting): LedgerEntry[] =>
  bookedEntries(posting).map((entry) => ({
    event_id: posting.eventId,
    account: entry.account,
    transaction_id: posting.position.transactionId,
    global_position: posting.position.globalPosition,
    type: posting.type,
    campaign_id: posting.campaignId,
    subject: posting.subject,
    currency: entryCurrency(posting, entry),
    amount: entry.amount,
    at: posting.at,
  }));

/** What a store keeps between events: the ledger's facts, read and written by key. */
export type FactStore<Tx> = {
  read: (tx: Tx, keys: string[]) => Promise<Facts>;
  write: (tx: Tx, facts: Record<string, Fact>) => Promise<void>;
};

/** Posts a run of events with the facts they need, then keeps what they taught and their entries. */
export const postRun = async <Tx>(
  tx: Tx,
  events: readonly StoredEvent[],
  facts: FactStore<Tx>,
  insert: (tx: Tx, entries: LedgerEntry[]) => Promise<void>,
) => {
  const known: Record<string, Fact> = {
    ...(await facts.read(tx, [...new Set(events.flatMap(factsNeeded))])),
  };
  const learned: Record<string, Fact> = {};
  const entries: LedgerEntry[] = [];
  for (const event of events) {
    const step = ledgerStep(event, known);
    if (step.posting) entries.push(...entriesOf(step.posting));
    Object.assign(known, step.learned);
    Object.assign(learned, step.learned);
  }
  await facts.write(tx, learned);
  await insert(tx, entries);
};

const posted = (events: StoredEvent[]): LedgerEntriesChange[] => [{ kind: 'posted', events }];

/** The double-entry books (packages/ledger): every money event's posting, one row per account it moved. */
export const ledgerEntries: ReadModel<LedgerEntriesChange> = {
  name: 'ledger-entries',
  tables: ['ledger_entries', 'ledger_facts'],
  on: {},
  onRun: Object.fromEntries(ledgerEventTypes.map((type) => [type, posted])),
};
