import { parseInput } from '@harambee/platform';
import { isLanguage } from '@harambee/messages';
import { randomUUID } from 'node:crypto';
import { currentCampaign } from '../campaigns/campaign-states';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { assertOpenForDonations } from '../donations/donation';
import { backerFields } from '../donations/donation-schemas';
import { promptsPerPhone } from '../rate-limits/phone-limits';
import { withFeeCover } from './checkout-price';
import { checkoutForm } from './checkout-schemas';
import { chooseCryptoProvider, providerForGift } from './choose-payment-provider';
import { paymentDecider, paymentStream } from './payment';
import { cryptoNotOffered, notConfigured } from './payment-errors';
import type { PaymentProvider } from './payment-provider';
import { giftPricer, ratesQuoted } from './price-gift';

export const thankYouPath = (campaignId: string, paymentId: string) =>
  `/donation/${encodeURIComponent(campaignId)}/thank-you?paymentId=${encodeURIComponent(paymentId)}`;

/**
 * Opens the provider's checkout for a gift (a hosted page, or a mobile-money prompt on the donor's phone) and records
 * its start: the web's JSON call, its plain form post and the USSD menu all start here. `site` is the origin the
 * donor comes back to; `paymentId` may be named by the caller (one per USSD session), else it is new.
 */
export const checkoutStarter = (deps: CommandApiDeps, providers: readonly PaymentProvider[]) => {
  const { store, config } = deps;
  const cryptoProvider = chooseCryptoProvider(config);
  const priceGift = giftPricer(config);
  const countPrompt = promptsPerPhone(deps.db, config.jwtSecret);
  return async (
    body: unknown,
    context: CommandContext,
    site: string,
    paymentId = `chk_${randomUUID()}`,
  ) => {
    if (!providers.length) throw notConfigured();
    const form = parseInput(checkoutForm, body);
    // A crypto gift is an invoice of the crypto provider (BTCPay), offered only where one is configured.
    const provider = form.method === 'crypto' ? cryptoProvider : providerForGift(providers, form);
    if (!provider) throw cryptoNotOffered();
    const campaign = await currentCampaign(store, form.campaignId);
    assertOpenForDonations(campaign.state, context.now);
    const gift = await priceGift(
      {
        ...form,
        provider: provider.name,
        country: 'country' in form ? form.country : undefined,
        mobileProvider: 'mobileProvider' in form ? form.mobileProvider : undefined,
      },
      context.now,
    );
    const { price, feeCover } = form.coverFees
      ? withFeeCover(gift, provider.name, form.method)
      : { price: gift, feeCover: undefined };
    if ('phone' in form) await countPrompt(form.phone);
    const started = await provider.startCheckout({
      paymentId,
      campaignId: form.campaignId,
      amountCents: price.charge.amountMinor,
      currency: price.charge.currency,
      method: form.method,
      phone: 'phone' in form ? form.phone : undefined,
      mobileProvider: 'mobileProvider' in form ? form.mobileProvider : undefined,
      email: form.email ?? undefined,
      returnUrl: `${site}${thankYouPath(form.campaignId, paymentId)}`,
      cancelUrl: `${site}/donation/${encodeURIComponent(form.campaignId)}`,
    });
    await handleCommand(
      store,
      paymentStream(paymentId),
      paymentDecider,
      {
        type: 'StartCheckout',
        rates: ratesQuoted(price, paymentId, context.now),
        data: {
          paymentId,
          ...backerFields(form),
          language: isLanguage(form.language) ? form.language : context.language,
          amountCents: price.credited.amountMinor,
          charged: price.charge,
          ...(feeCover ? { feeCover } : {}),
          method: form.method,
          provider: provider.name,
          providerReference: started.providerReference,
          startedAt: context.now.toISOString(),
        },
      },
      context,
    );
    return { paymentId, redirectUrl: started.redirectUrl, price, feeCover, now: context.now };
  };
};
