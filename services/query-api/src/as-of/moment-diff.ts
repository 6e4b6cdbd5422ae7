import type { CampaignThen } from './campaign-then';

export type Change = { field: string; from: unknown; to: unknown };

/** Every leaf of a JSON value by its dotted path (arrays by index); null and empty objects are leaves. */
const leaves = (value: unknown, path = '', into = new Map<string, unknown>()) => {
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value))
      leaves(inner, path ? `${path}.${key}` : key, into);
  } else into.set(path, value);
  return into;
};

/** Backers by id, so a new gift is one change rather than every later one moving down the list. */
const comparable = ({ backers, ...rest }: CampaignThen) => ({
  ...rest,
  backers: {
    total: backers.total,
    byId: Object.fromEntries(backers.newest.map((backer) => [backer._id, backer])),
  },
});

/** A leaf on one side that is an object on the other (null then, a campaign now): its fields tell the change. */
const branchesIn = (leavesOf: Map<string, unknown>, field: string) =>
  !leavesOf.has(field) && [...leavesOf.keys()].some((path) => path.startsWith(`${field}.`));

/** What differs between two moments of a campaign, field by field (old → new), in the order the fields come. */
export const momentDiff = (from: CampaignThen, to: CampaignThen): Change[] => {
  const before = leaves(comparable(from));
  const after = leaves(comparable(to));
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields
    .filter((field) => !branchesIn(before, field) && !branchesIn(after, field))
    .filter((field) => JSON.stringify(before.get(field)) !== JSON.stringify(after.get(field)))
    .map((field) => ({ field, from: before.get(field) ?? null, to: after.get(field) ?? null }));
};
