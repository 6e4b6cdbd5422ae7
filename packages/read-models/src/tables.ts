/** The schema the live read models are served from; a rebuild fills another one, then swaps tables in. */
export const READ_MODELS_SCHEMA = 'read_models';

const searchVector = `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', story), 'B')`;

/**
 * Each read-model table's DDL with unqualified names, run under the target schema's search_path.
 * `create ... if not exists` everywhere: migrations run at every start.
 */
export const tableDefinitions = {
  users: `
    create table if not exists users (
      id text primary key,
      role text not null check (role in ('creator', 'admin')),
      name text not null,
      email text not null,
      phone text,
      country text,
      registered_at timestamptz not null,
      session_version int not null default 0
    );
    alter table users add column if not exists session_version int not null default 0;
    alter table users add column if not exists follower_count int not null default 0;
    alter table users add column if not exists text_alert_gifts boolean not null default false;
    alter table users add column if not exists text_alert_payouts boolean not null default false;
    alter table users add column if not exists language text;`,
  wallets: `
    create table if not exists wallets (
      user_id text primary key,
      country text not null,
      provider text not null,
      account_number text not null,
      linked_at timestamptz not null
    );`,
  campaigns: `
    create table if not exists campaigns (
      id text primary key,
      creator_id text not null,
      title text not null,
      story text not null,
      category text not null,
      goal_cents bigint not null,
      amount_raised_cents bigint not null default 0,
      donation_count int not null default 0,
      end_date timestamptz not null,
      image_path text not null,
      country text not null,
      status text not null check (status in ('pending', 'approved', 'rejected')),
      featured boolean not null default false,
      verified boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      search_vector tsvector generated always as (${searchVector}) stored
    );
    create index if not exists campaigns_search on campaigns using gin (search_vector);
    create index if not exists campaigns_listing on campaigns (status, featured desc, created_at desc);
    create index if not exists campaigns_creator on campaigns (creator_id);
    alter table campaigns add column if not exists outcome text check (outcome in ('funded', 'failed'));
    alter table campaigns add column if not exists ended_at timestamptz;
    alter table campaigns add column if not exists close_reason text;
    alter table campaigns add column if not exists rejection_reason text;
    alter table campaigns add column if not exists amount_refunded_cents bigint not null default 0;
    alter table campaigns add column if not exists pending_edit jsonb;
    alter table campaigns add column if not exists edit_rejection jsonb;
    alter table campaigns add column if not exists amount_reversed_cents bigint not null default 0;
    alter table campaigns add column if not exists deleted_at timestamptz;
    alter table campaigns add column if not exists deleted_by text;
    alter table campaigns add column if not exists deleted_reason text;
    alter table campaigns add column if not exists short_code text;`,
  campaign_updates: `
    create table if not exists campaign_updates (
      id text primary key,
      campaign_id text not null,
      title text not null,
      content text not null,
      created_at timestamptz not null
    );
    create index if not exists campaign_updates_campaign on campaign_updates (campaign_id, created_at desc);`,
  donations: `
    create table if not exists donations (
      id text primary key,
      campaign_id text not null,
      status text not null check (status in ('completed', 'pending')),
      amount_cents bigint not null,
      donor_name text not null,
      anonymous boolean not null,
      message text not null,
      email text,
      method text not null,
      crypto_currency text,
      crypto_amount text,
      is_recurring boolean not null,
      recurring_interval text,
      dedication_type text,
      dedication_name text,
      created_at timestamptz not null,
      confirmed_at timestamptz
    );
    create index if not exists donations_campaign on donations (campaign_id, created_at desc);
    alter table donations add column if not exists refund_status text not null default 'recorded'
      check (refund_status in ('recorded', 'refund_pending', 'refunded', 'refund_failed'));`,
  withdrawals: `
    create table if not exists withdrawals (
      id text primary key,
      campaign_id text not null,
      creator_id text not null,
      gross_cents bigint not null,
      platform_fee_cents bigint not null,
      processing_fees_cents bigint not null,
      net_cents bigint not null,
      wallet_provider text not null,
      wallet_country text not null,
      wallet_account text not null,
      wallet_linked_at timestamptz,
      status text not null
        constraint withdrawals_status_check
        check (status in ('requested', 'approved', 'rejected', 'paid', 'failed', 'unknown')),
      reason text,
      reference text,
      requested_at timestamptz not null,
      decided_at timestamptz,
      paid_at timestamptz
    );
    alter table withdrawals add column if not exists wallet_linked_at timestamptz;
    alter table withdrawals add column if not exists by_currency jsonb;
    alter table withdrawals add column if not exists payout jsonb;
    alter table withdrawals add column if not exists payout_rates jsonb not null default '{}';
    alter table withdrawals add column if not exists duplicate_reference text;
    create index if not exists withdrawals_creator on withdrawals (creator_id, requested_at desc);
    do $$ begin
      if not exists (select 1 from pg_constraint where conrelid = 'withdrawals'::regclass
                     and conname = 'withdrawals_status_check' and pg_get_constraintdef(oid) like '%unknown%') then
        alter table withdrawals drop constraint if exists withdrawals_status_check;
        alter table withdrawals add constraint withdrawals_status_check
          check (status in ('requested', 'approved', 'rejected', 'paid', 'failed', 'unknown'));
      end if;
    end $$;`,
  money_ledger: `
    create table if not exists money_ledger (
      campaign_id text not null,
      transaction_id bigint not null,
      global_position bigint not null,
      kind text not null check (kind in ('gift', 'refund', 'platformFee', 'processingFee', 'payout')),
      amount_cents bigint not null,
      at timestamptz not null,
      actor_id text,
      actor_name text not null,
      reference text,
      primary key (campaign_id, transaction_id, global_position, kind)
    );`,
  ledger_entries: `
    create table if not exists ledger_entries (
      event_id text not null,
      account text not null,
      transaction_id bigint not null,
      global_position bigint not null,
      type text not null,
      campaign_id text not null,
      subject text not null,
      currency text not null,
      amount bigint not null,
      at timestamptz not null,
      primary key (event_id, account)
    );
    create index if not exists ledger_entries_campaign on ledger_entries (campaign_id, account);`,
  ledger_facts: `
    create table if not exists ledger_facts (
      key text primary key,
      fact jsonb not null
    );`,
  disputes: `
    create table if not exists disputes (
      id text primary key,
      dispute_id text not null,
      provider text not null,
      payment_id text not null,
      donation_id text not null,
      campaign_id text not null,
      amount_cents bigint not null,
      currency text not null,
      reason text not null,
      evidence_due_by timestamptz,
      status text not null check (status in ('open', 'won', 'lost')),
      after_payout boolean not null,
      opened_at timestamptz not null,
      closed_at timestamptz
    );
    create index if not exists disputes_open on disputes (status, evidence_due_by);
    alter table disputes add column if not exists answer text check (answer in ('accepted', 'contested'));
    alter table disputes add column if not exists written_off boolean not null default false;`,
  reconciliation_differences: `
    create table if not exists reconciliation_differences (
      id text primary key,
      day text not null,
      provider text not null,
      kind text not null,
      movement text not null,
      reference text not null,
      our_amount_cents bigint,
      provider_amount_cents bigint,
      currency text not null,
      payment_id text,
      campaign_id text,
      found_at timestamptz not null
    );
    create index if not exists reconciliation_differences_day on reconciliation_differences (day desc);`,
  public_ledger_leaves: `
    create table if not exists public_ledger_leaves (
      index bigint primary key,
      leaf text not null,
      leaf_hash text not null,
      source_event_id text not null,
      campaign_id text not null,
      subject text not null
    );
    create index if not exists public_ledger_leaves_campaign on public_ledger_leaves (campaign_id, index);
    create index if not exists public_ledger_leaves_subject on public_ledger_leaves (subject);`,
  public_ledger_nodes: `
    create table if not exists public_ledger_nodes (
      level int not null,
      index bigint not null,
      hash text not null,
      primary key (level, index)
    );`,
  public_ledger_heads: `
    create table if not exists public_ledger_heads (
      tree_size bigint primary key,
      root_hash text not null,
      timestamp text not null,
      signature text not null,
      public_key text not null
    );`,
  creator_notifications: `
    create table if not exists creator_notifications (
      user_id text primary key,
      unseen_donations int not null default 0,
      seen_at timestamptz
    );`,
  campaign_history: `
    create table if not exists campaign_history (
      campaign_id text not null,
      transaction_id bigint not null,
      global_position bigint not null,
      event_type text not null,
      actor_id text,
      actor_name text not null,
      actor_role text not null,
      at timestamptz not null,
      summary jsonb not null,
      primary key (campaign_id, transaction_id, global_position)
    );`,
  blog_posts: `
    create table if not exists blog_posts (
      id text primary key,
      title text not null,
      content text not null,
      image_path text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index if not exists blog_posts_created on blog_posts (created_at desc);`,
  contact_messages: `
    create table if not exists contact_messages (
      id text primary key,
      name text not null,
      email text not null,
      role text not null,
      message text not null,
      created_at timestamptz not null
    );`,
  projection_checkpoints: `
    create table if not exists projection_checkpoints (
      name text primary key,
      transaction_id bigint not null,
      global_position bigint not null,
      updated_at timestamptz not null default now()
    );
    alter table projection_checkpoints add column if not exists kafka_offsets jsonb not null default '{}';`,
} as const;

export type ReadModelTable = keyof typeof tableDefinitions;
export const readModelTables = Object.keys(tableDefinitions) as ReadModelTable[];

/** A qualified table name for readers, who always read the live schema. */
export const live = (table: ReadModelTable) => `${READ_MODELS_SCHEMA}.${table}`;
