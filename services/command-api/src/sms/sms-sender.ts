import type { Config } from '@harambee/platform';
import { africasTalkingSms, type SendSms } from './africastalking-sms';

export type SandboxText = { to: string; message: string; messageId: string; sentAt: string };

/** Each server's sandbox phone inbox (tests run several servers in one process). */
const inboxes = new WeakMap<Config, SandboxText[]>();

/** The texts a sandbox server "sent", newest last: what the phone simulator shows on its screen. */
export const sandboxInbox = (config: Config) => {
  let inbox = inboxes.get(config);
  if (!inbox) inboxes.set(config, (inbox = []));
  return inbox;
};

/** Whether phones are played in the sandbox: sandbox payments, USSD on, and no Africa's Talking account. */
export const phonesInSandbox = (config: Config) =>
  !!config.payments?.some(({ provider }) => provider === 'sandbox') &&
  !!config.ussd.callbackSecret &&
  !config.ussd.sms;

/**
 * How this server sends texts: through its Africa's Talking account; in the sandbox without one, into the phone
 * simulator's inbox, answered as the gateway answers; else not at all.
 */
export const smsSenderOf = (config: Config): SendSms | undefined => {
  if (config.ussd.sms) return africasTalkingSms(config.ussd.sms);
  if (!phonesInSandbox(config)) return undefined;
  return async (to, message) => {
    const inbox = sandboxInbox(config);
    const messageId = `ATXid_sandbox_${inbox.length + 1}`;
    inbox.push({ to, message, messageId, sentAt: new Date().toISOString() });
    return { smsId: messageId, status: 'Success' };
  };
};
