import { handle, parseInput } from '@harambee/platform';
import { PHONE_NETWORKS } from '@harambee/rules';
import express, { type Request, Router } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { phonesInSandbox, sandboxInbox } from '../sms/sms-sender';
import { paymentStream } from '../payments/payment';
import { gatewayPhoneNumber } from './caller-phone';
import { phonePaymentId } from './phone-checkout';
import { phoneSimulatorPage, type PhoneScreen } from './phone-simulator-page';
import { ussdPaymentId } from './ussd-routes';

const phoneFields = z.object({
  phone: gatewayPhoneNumber.default('+254712345678'),
  network: z.string().max(10).default('63902'),
});
const dialFields = phoneFields.extend({
  session: z.string().max(100).default(''),
  answered: z.string().max(400).default(''),
  answer: z.string().max(160).optional(),
});
const textFields = phoneFields.extend({ words: z.string().trim().min(1).max(160) });

/**
 * The sandbox's phone (only with sandbox payments and USSD on, without an Africa's Talking account): a page that
 * dials the service code and texts the short code as the gateway would, by posting its documented callbacks to
 * this server's own callback URLs, and shows the texts the server sent back to that number.
 */
export const phoneSimulatorRoutes = (deps: CommandApiDeps) => {
  const { config } = deps;
  if (!phonesInSandbox(config)) return Router();
  const callback = (req: Request, path: string) =>
    `${req.protocol}://${req.get('host')}/api/v1/${path}`;
  const post = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const render = (phone: z.infer<typeof phoneFields>, screen: PhoneScreen) =>
    phoneSimulatorPage({
      ...phone,
      serviceCode: config.ussd.serviceCode,
      networks: Object.entries(PHONE_NETWORKS).map(([code, { name }]) => ({ code, name })),
      screen,
      inbox: sandboxInbox(config)
        .filter((text) => text.to === `+${phone.phone.replace(/^\+/, '')}`)
        .reverse(),
    });
  const form = express.urlencoded({ extended: false, limit: '2kb' });
  /** The payment a call or text started, once its checkout is there to approve. */
  const started = async (paymentId: string) =>
    (await deps.store.streamVersion(paymentStream(paymentId))) > 0 ? paymentId : undefined;

  return Router()
    .get(
      '/sandbox/phone',
      handle(async (req, res) => {
        const phone = parseInput(phoneFields, req.query);
        res.type('html').send(render(phone, { kind: 'idle' }));
      }),
    )
    .post(
      '/sandbox/phone/dial',
      form,
      handle(async (req, res) => {
        const { session, answered, answer, ...phone } = parseInput(dialFields, req.body ?? {});
        const sessionId = session || `ATUid_sandbox_${randomUUID()}`;
        const text = answer === undefined ? '' : answered ? `${answered}*${answer}` : answer;
        const reply = await post(callback(req, `ussd/${config.ussd.callbackSecret}`), {
          sessionId,
          serviceCode: config.ussd.serviceCode,
          phoneNumber: phone.phone,
          networkCode: phone.network,
          text,
        });
        const words = await reply.text();
        const screen: PhoneScreen = words.startsWith('CON ')
          ? { kind: 'menu', text: words.slice(4), session: sessionId, answered: text }
          : {
              kind: 'ended',
              text: words.replace(/^END /, ''),
              payment: await started(ussdPaymentId(sessionId)),
            };
        res.type('html').send(render(phone, screen));
      }),
    )
    .post(
      '/sandbox/phone/text',
      form,
      handle(async (req, res) => {
        const { words, ...phone } = parseInput(textFields, req.body ?? {});
        const id = `ATSMS_sandbox_${randomUUID()}`;
        await post(callback(req, `sms/${config.ussd.callbackSecret}/inbound`), {
          id,
          from: phone.phone,
          to: 'sandbox',
          text: words,
          networkCode: phone.network,
          date: new Date().toISOString(),
          linkId: randomUUID(),
        });
        const payment = await started(phonePaymentId('sms', id));
        res.type('html').send(render(phone, { kind: 'texted', text: words, payment }));
      }),
    );
};
