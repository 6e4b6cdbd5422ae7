import type { RequestHandler } from 'express';
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
  return helmet({
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
  });
};
