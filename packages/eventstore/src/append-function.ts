/** Namespace of the per-stream advisory locks that serialise appends to one stream. */
const STREAM_LOCK = 7_240_302;

/** SQLSTATEs the append function raises; the detail carries the facts as JSON. */
export const APPEND_ERRORS = {
  concurrency: 'HB409',
  duplicate: 'HB422',
  keysTaken: 'HB412',
} as const;

/**
 * The whole append in one statement, so a donation costs one round trip to the store: lock the streams
 * (in one order for every writer, so two multi-stream appends never deadlock), treat an append whose ids
 * are all stored as a retry, store the data keys its writes carry (the keys its personal fields were sealed with,
 * proposed for subjects that may have none yet), check each stream's version and insert. A subject whose key is
 * not the one proposed (made before, or erased: null) refuses the append, naming the keys stored. The channel, when
 * given, is notified in the append's own transaction with the last global position, so followers hear of it when
 * it commits at no round trip of its own.
 */
export const appendFunction = `
  create or replace function append_events(writes jsonb, channel text)
  returns table ("transactionId" text, "globalPosition" text)
  language plpgsql as $fn$
  declare
    write jsonb;
    stream text;
    expected text;
    version int;
    event_ids uuid[];
    stored int;
    inserted int;
    last_position bigint;
    taken jsonb;
  begin
    for stream in select distinct w->>'streamId' from jsonb_array_elements(writes) w order by 1 loop
      perform pg_advisory_xact_lock(${STREAM_LOCK}, hashtext(stream));
    end loop;

    select coalesce(array_agg((e->>'id')::uuid), '{}') into event_ids
    from jsonb_array_elements(writes) w, jsonb_array_elements(w->'events') e;
    select count(*) into stored from events where event_id = any(event_ids);
    if stored > 0 and stored = cardinality(event_ids) then
      return query select e.transaction_id::text, e.global_position::text from events e
        where e.event_id = any(event_ids) order by e.transaction_id desc, e.global_position desc limit 1;
      return;
    elsif stored > 0 then
      raise exception using errcode = '${APPEND_ERRORS.duplicate}', message = 'duplicate events',
        detail = (select json_agg(event_id)::text from events where event_id = any(event_ids));
    end if;

    if exists (select from jsonb_array_elements(writes) w where w ? 'keys') then
      insert into personal_data_keys (subject_id, data_key)
      select p.key, p.value from jsonb_array_elements(writes) w, jsonb_each_text(w->'keys') p
      where w ? 'keys'
      on conflict (subject_id) do nothing;
      -- Probed by the array: guessing a hundred keys, PostgreSQL would read every stored key instead.
      select jsonb_object_agg(k.subject_id, k.data_key) into taken
      from jsonb_array_elements(writes) w, jsonb_each_text(w->'keys') p, personal_data_keys k
      where w ? 'keys' and k.subject_id = p.key and k.data_key is distinct from p.value
        and k.subject_id = any (array(select jsonb_object_keys(x->'keys') from jsonb_array_elements(writes) x
                                      where x ? 'keys'));
      if taken is not null then
        raise exception using errcode = '${APPEND_ERRORS.keysTaken}', message = 'data keys taken',
          detail = taken::text;
      end if;
    end if;

    for write in select w from jsonb_array_elements(writes) w loop
      stream := write->>'streamId';
      expected := write->>'expected';
      select coalesce(max(stream_version), 0) into version from events where stream_id = stream;
      if expected <> 'any' and version <> (case when expected = 'no_stream' then 0 else expected::int end) then
        raise exception using errcode = '${APPEND_ERRORS.concurrency}', message = 'stream version',
          detail = json_build_object('streamId', stream, 'actual', version)::text;
      end if;
      insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
      select stream, version + e.n::int, (e.event->>'id')::uuid, e.event->>'type',
             (e.event->>'schemaVersion')::int, e.event->'data', e.event->'metadata'
      from jsonb_array_elements(write->'events') with ordinality as e(event, n)
      order by e.n
      on conflict (stream_id, stream_version) do nothing;
      get diagnostics inserted = row_count;
      -- A writer that bypassed the stream lock took one of our versions first.
      if inserted < jsonb_array_length(write->'events') then
        raise exception using errcode = '${APPEND_ERRORS.concurrency}', message = 'stream version',
          detail = json_build_object('streamId', stream,
            'actual', (select coalesce(max(stream_version), 0) from events where stream_id = stream))::text;
      end if;
    end loop;

    select max(global_position) into last_position from events
    where transaction_id = pg_current_xact_id() and event_id = any(event_ids);
    if last_position is null then
      return query select '0', '0';
      return;
    end if;
    if channel is not null then
      perform pg_notify(channel, last_position::text);
    end if;
    return query select pg_current_xact_id()::text, last_position::text;
  end
  $fn$`;

/**
 * The writes of a batch's appends, one row each, with the stream's version before it: the version stored, plus the
 * events the batch's earlier appends write to that stream. Only the appends before ordinal \`before\`.
 */
const batchWrites = (before: string) => `
  select i, j, w, w->>'streamId' as stream_name, w->>'expected' as expected,
    coalesce((select max(stream_version) from events where stream_id = w->>'streamId'), 0)
      + coalesce(sum(jsonb_array_length(w->'events')) over (partition by w->>'streamId' order by i
                 rows between unbounded preceding and 1 preceding), 0) as version
  from jsonb_array_elements(batch) with ordinality as a(append, i),
    jsonb_array_elements(append) with ordinality as x(w, j)
  where i < ${before}`;

/**
 * The first append of the batch that would not simply be stored after the ones before it: one of its ids stored
 * already (a retry or a duplicate) or named earlier in the batch, a data key that is not the one stored or proposed
 * earlier, a stream not at the version it expects.
 */
const firstClash = `
  with writes as (${batchWrites('jsonb_array_length(batch) + 1')}),
  ids as (
    select i, (e->>'id')::uuid as id, min(i) over (partition by (e->>'id')::uuid) as first_naming
    from writes, jsonb_array_elements(w->'events') e),
  proposed as (
    select i, p.key as subject, p.value as data_key,
      first_value(p.value) over (partition by p.key order by i) as first_proposed
    from writes, jsonb_each_text(w->'keys') p),
  clashes as (
    select i from ids where i > first_naming
    union all
    -- Probed by the array, not per row: PostgreSQL guesses a hundred rows for each jsonb element call.
    select ids.i from ids join events e on e.event_id = ids.id where e.event_id = any (array(select id from ids))
    union all
    select i from proposed where data_key is distinct from first_proposed
    union all
    select proposed.i from proposed join personal_data_keys k on k.subject_id = proposed.subject
    where k.subject_id = any (array(select subject from proposed)) and k.data_key is distinct from proposed.data_key
    union all
    select i from writes
    where expected <> 'any' and version <> (case when expected = 'no_stream' then 0 else expected::int end))
  select coalesce(min(i), jsonb_array_length(batch) + 1)::int from clashes`;

/**
 * Several appends in one statement and one commit (group commit): every stream of the batch is locked first, in one
 * order. The appends that set-wise checks find clear, up to the first that clashes, are stored together (their keys
 * in one insert, their events in another); from the first clash on, each append runs as append_events in its own
 * block, so one refused (a stream version, a duplicate id) is rolled back and answered alone while the others stay.
 * A race the checks cannot see (an id stored by a writer to other streams) undoes the together part, which then
 * runs append by append too. Each row answers the append at its ordinal. The channel is notified once, with the
 * batch's last global position. PostgreSQL makes commits that notify take turns; a process commits one batch at a
 * time anyway, so only appends of different processes wait for each other's.
 */
export const appendBatchFunction = `
  drop function if exists append_batch(jsonb);
  create or replace function append_batch(batch jsonb, channel text)
  returns table (n int, "transactionId" text, "globalPosition" text, code text, detail text, "constraint" text)
  -- PostgreSQL guesses a hundred rows for each jsonb element call: its guess for a batch is past the cost at which
  -- it compiles the plan, which takes longer than running it.
  language plpgsql set jit = off as $fn$
  declare
    stream text;
    entry jsonb;
    ordinal int;
    appended record;
    refused_code text;
    refused_detail text;
    refused_constraint text;
    last_position bigint;
    clash int;
    together_ordinals int[];
    together_positions bigint[];
  begin
    for stream in select distinct w->>'streamId' from jsonb_array_elements(batch) b, jsonb_array_elements(b) w
                  order by 1 loop
      perform pg_advisory_xact_lock(${STREAM_LOCK}, hashtext(stream));
    end loop;

    ${firstClash} into clash;
    if clash > 1 then
      begin
        insert into personal_data_keys (subject_id, data_key)
        select p.key, p.value from jsonb_array_elements(batch) with ordinality as a(append, i),
          jsonb_array_elements(append) w, jsonb_each_text(w->'keys') p
        where i < clash
        on conflict (subject_id) do nothing;
        with writes as (${batchWrites('clash')}),
        event_rows as (
          select i, j, e.k, stream_name, version + e.k::int as stream_version, e.event
          from writes, jsonb_array_elements(w->'events') with ordinality as e(event, k)),
        stored as (
          insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
          select stream_name, stream_version, (event->>'id')::uuid, event->>'type',
                 (event->>'schemaVersion')::int, event->'data', event->'metadata'
          from event_rows order by i, j, k
          returning stream_id, stream_version, global_position)
        select array_agg(i), array_agg(last_stored) into together_ordinals, together_positions
        from (select r.i, max(s.global_position) as last_stored from stored s
              join event_rows r on r.stream_name = s.stream_id and r.stream_version = s.stream_version
              group by r.i) a;
      exception when unique_violation then
        clash := 1;
      end;
    end if;
    if clash > 1 then
      last_position := (select max(p) from unnest(together_positions) p);
      -- An append of no events answers as append_events does.
      return query select a.i, case when t.p is null then '0' else pg_current_xact_id()::text end,
          coalesce(t.p, 0)::text, null::text, null::text, null::text
        from generate_series(1, clash - 1) a(i)
        left join unnest(together_ordinals, together_positions) t(i, p) on t.i = a.i;
    end if;

    for entry, ordinal in select b, i::int from jsonb_array_elements(batch) with ordinality as x(b, i)
                          where i >= clash loop
      begin
        select * into appended from append_events(entry, null);
        if appended."globalPosition" <> '0' then
          last_position := greatest(last_position, appended."globalPosition"::bigint);
        end if;
        return query select ordinal, appended."transactionId", appended."globalPosition",
          null::text, null::text, null::text;
      exception when sqlstate '${APPEND_ERRORS.concurrency}' or sqlstate '${APPEND_ERRORS.duplicate}'
                  or sqlstate '${APPEND_ERRORS.keysTaken}' or unique_violation then
        get stacked diagnostics refused_code = returned_sqlstate, refused_detail = pg_exception_detail,
          refused_constraint = constraint_name;
        if refused_code = '23505' and refused_constraint <> 'events_event_id_key' then
          raise;
        end if;
        return query select ordinal, null::text, null::text, refused_code, refused_detail, refused_constraint;
      end;
    end loop;
    if channel is not null and last_position is not null then
      perform pg_notify(channel, last_position::text);
    end if;
  end
  $fn$`;
