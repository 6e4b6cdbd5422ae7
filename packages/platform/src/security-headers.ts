import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { CryptoSettings, PaymentSettings } from './config';

/**
 * Where the no-JavaScript donate form's answer sends the browser on: the configured provider's hosted checkout, and
 * the BTCPay Server whose invoice page takes a crypto gift.
 */
const hostedCheckoutOrigins = (
  payments: PaymentSettings | undefined,
  crypto: CryptoSettings | undefined,
) => [
  ...(payments ?? []).flatMap((listed) =>
    'checkoutUrl' in listed ? [new URL(listed.checkoutUrl).origin] : [],
  ),
  ...(crypto ? [new URL(crypto.url).origin] : []),
];

type HeaderStep = [name: string, value?: string];

/**
 * `middleware`'s headers worked out once and then set as they are on every response, its steps in its order: helmet's
 * headers hang on nothing in the request, and running its dozen middlewares for each one cost more than the headers.
 */
const once = (middleware: RequestHandler): RequestHandler => {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => steps.push([name, value]),
    removeHeader: (name: string) => steps.push([name]),
  };
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
  });
  return (_req, res, next) => {
    for (const [name, value] of steps)
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    next();
  };
};

/**
 * The headers every response carries, page and API alike. Scripts only from this origin, never inline;
 * styles may be inline (the boot screen in index.html, the editor's injected styles). Images may be
 * data: or blob: URLs (the dashboard favicon badge, a picked image's preview). HSTS and the upgrade of
 * insecure requests only when the site is served over https, so a plain-http trial still works. Forms post to
 * this origin, which may answer a donate form with a redirect to the provider's hosted checkout.
 */
export const securityHeaders = (config: {
  publicUrl: string;
  payments?: PaymentSettings;
  crypto?: CryptoSettings;
}): RequestHandler => {
  const https = config.publicUrl.startsWith('https:');
  return once(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers the socket.io websocket on the same host (ws: and wss:).
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...hostedCheckoutOrigins(config.payments, config.crypto)],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
};
