import {
  CARD_MESSAGES,
  cvvMessage,
  DONATION_LIMIT_MESSAGES,
  DONATION_MESSAGES,
  MOBILE_MONEY_MESSAGES,
  PROVIDER_RULES,
  WALLET_MESSAGES,
  WALLET_PROVIDERS,
} from '@harambee/rules';

/**
 * The shared rules raise their messages in English (the spec's words, kept byte for byte); the page shows the same
 * message of its own catalogue: the API's key where the server has one, else the web's.
 */
export const RULE_KEYS = new Map<string, string>([
  [DONATION_MESSAGES.amount, 'donation.amountInvalid'],
  [DONATION_MESSAGES.name, 'donation.nameRequired'],
  [DONATION_MESSAGES.email, 'form.emailInvalid'],
  [DONATION_MESSAGES.message, 'donation.messageTooLong'],
  [DONATION_MESSAGES.dedication, 'donation.dedicationRequired'],
  [DONATION_MESSAGES.keepPostedEmail, 'donation.followEmailRequired'],
  [DONATION_LIMIT_MESSAGES.minimum, 'giving.rule.minimum'],
  [DONATION_LIMIT_MESSAGES.maximum, 'giving.rule.maximum'],
  [CARD_MESSAGES.number, 'card.numberInvalid'],
  [CARD_MESSAGES.expiry, 'card.expiryInvalid'],
  [CARD_MESSAGES.cvv, 'card.cvvInvalid'],
  [CARD_MESSAGES.holder, 'card.holderRequired'],
  [cvvMessage('4'), 'card.cvvVisa'],
  [cvvMessage('34'), 'card.cvvAmex'],
  [cvvMessage('51'), 'giving.rule.cvvMastercard'],
  [MOBILE_MONEY_MESSAGES.country, 'mobileMoney.countryRequired'],
  [MOBILE_MONEY_MESSAGES.provider, 'mobileMoney.providerRequired'],
  [MOBILE_MONEY_MESSAGES.phone, 'mobileMoney.phoneRequired'],
  [MOBILE_MONEY_MESSAGES.phoneShape('KE'), 'mobileMoney.kenyaNumber'],
  [MOBILE_MONEY_MESSAGES.phoneShape('GH'), 'mobileMoney.ghanaNumber'],
  [MOBILE_MONEY_MESSAGES.phoneShape('GM'), 'mobileMoney.gambiaNumber'],
  [MOBILE_MONEY_MESSAGES.phoneShape('ZA'), 'giving.rule.southAfricaNumber'],
  [MOBILE_MONEY_MESSAGES.notOffered('mpesa', 'GH'), 'mobileMoney.mpesaNotInGhana'],
  [WALLET_MESSAGES.country, 'creator.rule.country'],
  [WALLET_MESSAGES.provider, 'creator.rule.provider'],
  [WALLET_MESSAGES.accountNumber, 'creator.rule.accountNumber'],
  [WALLET_MESSAGES.password, 'creator.rule.password'],
  ...WALLET_PROVIDERS.map(
    (provider) => [PROVIDER_RULES[provider].message, `creator.rule.${provider}`] as const,
  ),
]);
