import { ForbiddenError } from '@harambee/platform';
import { LANGUAGES } from '@harambee/messages';
import type { Request } from 'express';

export const CROSS_SITE_FORM = LANGUAGES.en.messages['api.crossSiteForm'];

/** The origins this site's pages are served from: the public address, and the one the request came to. */
const ownOrigins = (req: Request, publicUrl: string) => [
  ...(publicUrl ? [new URL(publicUrl).origin] : []),
  `${req.protocol}://${req.get('host')}`,
];

/**
 * A form post another site's page made the browser send is refused (403): the browser says where the post came from
 * in `Sec-Fetch-Site`, or, when it is too old for that, in `Origin`. A client that sends neither is no browser
 * a page could drive, and is let through.
 */
export const refuseCrossSitePost = (req: Request, publicUrl: string) => {
  const fetchSite = req.get('sec-fetch-site');
  const origin = req.get('origin');
  const crossSite = fetchSite
    ? fetchSite !== 'same-origin'
    : origin !== undefined && !ownOrigins(req, publicUrl).includes(origin);
  if (crossSite) throw new ForbiddenError({ key: 'api.crossSiteForm' });
};
