import { say } from '@harambee/messages';
import { phoneShapeWords, type MobileMoneyCountry } from '@harambee/rules';
import { openCampaign } from '../money-out/testing/paystack-money';
import {
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
  type FlutterwaveFake,
  startFlutterwaveFake,
} from './testing/flutterwave-fake';
import { checkout, type LocalMoney, startLocalMoney } from './testing/local-money';

let fake: FlutterwaveFake;
let money: LocalMoney;
let campaignId: string;

beforeAll(async () => {
  fake = await startFlutterwaveFake();
  money = await startLocalMoney({
    rates: { XOF: 602.37, XAF: 602.37, TZS: 2610, UGX: 3700, RWF: 1420 },
    env: {
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH,
      FLUTTERWAVE_API_URL: fake.url,
    },
  });
  ({ campaignId } = await openCampaign(money.api));
});
afterAll(async () => {
  await money.stop();
  await fake.stop();
});

const CURRENCY: Partial<Record<MobileMoneyCountry, string>> = {
  CI: 'XOF',
  SN: 'XOF',
  BF: 'XOF',
  CM: 'XAF',
  TZ: 'TZS',
  UG: 'UGX',
  RW: 'RWF',
};
const give = (country: MobileMoneyCountry, mobileProvider: string, phone: string) =>
  checkout(money.api, campaignId, {
    method: 'mobileMoney',
    country,
    mobileProvider,
    phone,
    amount: 5000,
    currency: CURRENCY[country],
  });

describe('the phone numbers of each network Flutterwave charges, through the checkout', () => {
  it.each([
    ['CI', 'orange', '07 12 34 56 78', '2250712345678'],
    ['CI', 'mtn', '05 12 34 56 78', '2250512345678'],
    ['CI', 'moov', '+225 01 12 34 56 78', '2250112345678'],
    ['CI', 'wave', '00225 07 98 76 54 32', '2250798765432'],
    ['SN', 'orange', '77 123 45 67', '221771234567'],
    ['SN', 'wave', '+221 78 123 45 67', '221781234567'],
    ['BF', 'orange', '70 12 34 56', '22670123456'],
    ['BF', 'moov', '+226 60 12 34 56', '22660123456'],
    ['CM', 'mtn', '6 71 23 45 67', '237671234567'],
    ['CM', 'orange', '+237 691 23 45 67', '237691234567'],
    ['TZ', 'vodacom', '0754 123 456', '255754123456'],
    ['TZ', 'airtel', '+255 784 123 456', '255784123456'],
    ['TZ', 'mixx', '0714-123-456', '255714123456'],
    ['UG', 'mtn', '0772 123 456', '256772123456'],
    ['UG', 'airtel', '+256 701 234 567', '256701234567'],
    ['RW', 'mtn', '078 812 3456', '250788123456'],
    ['RW', 'airtel', '+250 731 234 567', '250731234567'],
  ] as const)(
    'when a %s %s wallet is typed as %s, then Flutterwave is asked to prompt %s',
    async (country, network, typed, asked) => {
      const started = await give(country, network, typed);
      expect(started.status).toBe(201);
      expect(JSON.parse(fake.received.at(-1)!.body)).toMatchObject({ phone_number: asked });
    },
  );

  it.each([
    ['CI', 'orange', '7 12 34 56 78'],
    ['SN', 'wave', '+225 77 123 45 67'],
    ['BF', 'moov', '70 12 34 5'],
    ['CM', 'mtn', '+221 671 23 45 67'],
    ['TZ', 'vodacom', '+254 754 123 456'],
    ['UG', 'airtel', '0701 234 56'],
    ['RW', 'mtn', '0788 123 456 7'],
  ] as const)(
    'when a %s %s wallet is typed as %s, which is no number there, then it is refused by that country’s rule and nothing is asked',
    async (country, network, typed) => {
      const asked = fake.received.length;
      const refused = await give(country, network, typed);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(say('en', phoneShapeWords(country)));
      expect(fake.received).toHaveLength(asked);
    },
  );
});
