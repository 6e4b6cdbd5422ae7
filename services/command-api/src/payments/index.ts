export * from './payment-provider';
export * from './checkout-schemas';
export {
  choosePaymentProvider,
  choosePaymentProviders,
  sandboxWebhookSecret,
} from './choose-payment-provider';
export { signSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from './providers/sandbox-provider';
