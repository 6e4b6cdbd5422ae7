import { ForbiddenError, type UssdSettings } from '@harambee/platform';
import type { RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';

const digest = (text: string) => createHash('sha256').update(text).digest();

const familyOf = (address: string) => (isIPv6(address) ? 'ipv6' : 'ipv4');

/** The gateway's addresses and ranges (CIDR); none listed lets every address through to the secret's check. */
const allowedFrom = (ranges: readonly string[]) => {
  if (ranges.length === 0) return () => true;
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (ip: string | undefined) => {
    const address = (ip ?? '').replace(/^::ffff:(?=\d+\.)/, '');
    return address !== '' && list.check(address, familyOf(address));
  };
};

/**
 * Africa's Talking's documented protection: the callback URL holds a secret only we and the gateway know, and the
 * gateway's addresses may be listed. Anything else is refused 403 before a byte of the form is read.
 */
export const ussdCallbackGuard = (settings: UssdSettings): RequestHandler => {
  const secret = digest(settings.callbackSecret ?? '');
  const allowed = allowedFrom(settings.allowedAddresses);
  return (req, _res, next) => {
    const given = digest(String(req.params.secret ?? ''));
    next(timingSafeEqual(given, secret) && allowed(req.ip) ? undefined : new ForbiddenError());
  };
};
