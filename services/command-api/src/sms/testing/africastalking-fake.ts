import { startFakeProviderServer } from '../../payments/testing/fake-provider-server';

export const FAKE_AT_USERNAME = 'sandbox';
export const FAKE_AT_API_KEY = 'atsk_the-fake-gateways-key';

export type FakeText = { to: string; message: string; from: string | null; messageId: string };

/**
 * Africa's Talking's SMS API as documented, on a local port: `POST /version1/messaging` (a form, the key in `apiKey`)
 * answers 201 with `SMSMessageData`; a number starting +2547000 is refused as InvalidPhoneNumber (statusCode 403).
 * `texts` holds every text it took; `deliver` and `receive` post its delivery report and inbound callbacks.
 */
export const startAfricasTalkingFake = async () => {
  const texts: FakeText[] = [];
  const server = await startFakeProviderServer((request) => {
    if (request.method !== 'POST' || request.path !== '/version1/messaging') return undefined;
    const form = new URLSearchParams(request.body);
    if (request.headers.apikey !== FAKE_AT_API_KEY || form.get('username') !== FAKE_AT_USERNAME)
      return { status: 401, json: 'The supplied authentication is invalid' };
    const recipients = (form.get('to') ?? '').split(',').map((to) => {
      if (to.startsWith('+2547000'))
        return {
          statusCode: 403,
          number: to,
          status: 'InvalidPhoneNumber',
          cost: '0',
          messageId: 'None',
        };
      const messageId = `ATXid_${texts.length + 1}`;
      texts.push({ to, message: form.get('message') ?? '', from: form.get('from'), messageId });
      return { statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId };
    });
    const sent = recipients.filter((recipient) => recipient.statusCode === 101).length;
    return {
      status: 201,
      json: {
        SMSMessageData: {
          Message: `Sent to ${sent}/${recipients.length} Total Cost: KES ${(0.8 * sent).toFixed(4)}`,
          Recipients: recipients,
        },
      },
    };
  });
  const post = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const url = `${server.url}/version1/messaging`;
  return {
    url,
    /** The settings that send a server's texts here. */
    env: {
      AFRICASTALKING_USERNAME: FAKE_AT_USERNAME,
      AFRICASTALKING_API_KEY: FAKE_AT_API_KEY,
      AFRICASTALKING_SMS_URL: url,
    },
    texts,
    stop: server.stop,
    /** The delivery report callback for a text it took: `id`, `status`, `phoneNumber`, `networkCode`, `failureReason`. */
    deliver: (callbackUrl: string, text: FakeText, status = 'Success', failureReason?: string) =>
      post(callbackUrl, {
        id: text.messageId,
        status,
        phoneNumber: text.to,
        networkCode: '63902',
        retryCount: '0',
        ...(failureReason ? { failureReason } : {}),
      }),
    /** The incoming message callback: `date`, `from`, `id`, `linkId`, `text`, `to`, `networkCode`. */
    receive: (
      callbackUrl: string,
      message: { id: string; from: string; text: string; to?: string; networkCode?: string },
    ) =>
      post(callbackUrl, {
        date: new Date().toISOString().replace('T', ' ').slice(0, 19),
        linkId: `link-${message.id}`,
        to: message.to ?? '22384',
        networkCode: message.networkCode ?? '63902',
        ...message,
      }),
  };
};
export type AfricasTalkingFake = Awaited<ReturnType<typeof startAfricasTalkingFake>>;
