import { signToken } from '@harambee/platform';
import { queryApiDocs } from '../query-api-docs';

/** The values each documented parameter is asked with: known ones, and one that names nothing. */
const samples: Record<string, string[]> = {
  campaign: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'missing'],
  user: ['creator-1', 'creator-2', 'creator-3', 'admin-1', 'missing'],
  post: ['b1', 'b2', 'b3'],
  status: ['pending', 'approved', 'rejected', 'featured', 'all'],
};
const searches = [
  '',
  '?searchTerm=water',
  '?searchTerm=water%20-kiosk',
  '?searchTerm=pumping%20farmers',
  '?searchTerm=the%20water',
  '?searchTerm=the',
  '?searchTerm=%22water%20tank%22%20ovens',
  '?searchTerm=%22water%20pumps%22%20or%20bakery',
  '?searchTerm=-water',
  '?searchTerm=-water%20-solar',
  '?category=equipment&country=Kenya',
  '?minAmount=1000&maxDaysLeft=12',
  '?page=2&limit=2',
];

const pathsOf = (path: string): string[] => {
  if (path === '/v1/campaigns/search') return searches.map((query) => path + query);
  if (path === '/v1/withdrawals') return [path, `${path}?campaignId=c1`, `${path}?campaignId=c3`];
  const [, param] = /:(\w+)/.exec(path) ?? [];
  if (!param) return [path];
  const kind =
    param === 'status'
      ? 'status'
      : param === 'userId' || path.startsWith('/v1/user/')
        ? 'user'
        : path.startsWith('/v1/blog/')
          ? 'post'
          : 'campaign';
  return samples[kind]!.map((value) => path.replace(`:${param}`, value));
};

const callersFor = (jwtSecret: string): [string, string | undefined][] => [
  ['a visitor', undefined],
  ['creator-1', signToken({ userId: 'creator-1', role: 'creator' }, jwtSecret)],
  ['creator-2', signToken({ userId: 'creator-2', role: 'creator' }, jwtSecret)],
  ['an admin', signToken({ userId: 'admin-1', role: 'admin' }, jwtSecret)],
];

const answer = async (url: string, path: string, token?: string) => {
  const response = await fetch(`${url}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return `${response.status} ${await response.text()}`;
};

/**
 * Every documented GET of the query API asked of deployments on the same log by a visitor, two creators and an admin
 * (the "same log, same answers" check, whichever engines each runs on): what the first answered where another
 * answered otherwise, and how many questions were asked.
 */
export const differencesBetween = async (
  servers: { kind: string; url: string }[],
  jwtSecret: string,
) => {
  const paths = queryApiDocs
    .filter((route) => route.method === 'get')
    .flatMap((route) => pathsOf(route.path));
  const differences: string[] = [];
  let asked = 0;
  for (const path of paths) {
    for (const [caller, token] of callersFor(jwtSecret)) {
      const [first, ...others] = await Promise.all(
        servers.map((server) => answer(server.url, path, token)),
      );
      asked += 1;
      others.forEach((other, i) => {
        if (other !== first)
          differences.push(
            `${path} as ${caller}: ${servers[0]!.kind} said ${first}\n${servers[i + 1]!.kind} said ${other}`,
          );
      });
    }
  }
  return { differences, asked };
};
