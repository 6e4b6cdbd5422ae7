/**
 * The data fields `readByType` finds events by through the log's index (the campaign, creator, user, phone, text,
 * dispute or provider's reference a read names). An index of every path of every event's data took each append's
 * every value (ids, times, sealed texts) as an entry of its own; a field left out (the provider, shared by most
 * payments) is still matched, by the events of the types read. Changing the list needs an index of a new name.
 */
export const MATCHED_FIELDS = [
  'campaignId',
  'creatorId',
  'userId',
  'phoneKey',
  'smsId',
  'providerReference',
  'disputeId',
] as const;

/** An event's matched fields, as the index holds them; a field the event lacks or holds null is left out. */
export const matchedFieldsFunction = `
  create or replace function event_matched_fields(data jsonb) returns jsonb
  language sql immutable parallel safe as $fn$
    select jsonb_strip_nulls(jsonb_build_object(${MATCHED_FIELDS.map((field) => `'${field}', data->'${field}'`).join(', ')}))
  $fn$`;

/** The fields of `where` the index holds, or undefined when it holds none of them. */
export const matchedPart = (where: Record<string, string>) => {
  const matched = Object.entries(where).filter(([field]) =>
    (MATCHED_FIELDS as readonly string[]).includes(field),
  );
  return matched.length > 0 ? JSON.stringify(Object.fromEntries(matched)) : undefined;
};
