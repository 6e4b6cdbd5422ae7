/** A field of a form sent as `application/x-www-form-urlencoded`: text, or absent. */
const text = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === 'string' ? fields[name] : undefined;

/**
 * The donate page's form as the browser posts it when its scripts have not loaded: ticked boxes come as "on",
 * the payment method as the form names it. Answers the JSON body the checkout call takes.
 */
export const checkoutFromPlainForm = (fields: Record<string, unknown>) => {
  const mobileMoney = text(fields, 'paymentMethod') === 'mobileMoney';
  return {
    amount: text(fields, 'amount'),
    campaignId: text(fields, 'campaignId'),
    donorName: text(fields, 'donorName') ?? '',
    message: text(fields, 'message') ?? '',
    email: text(fields, 'email') || null,
    anonymous: text(fields, 'anonymous') === 'on',
    keepPosted: text(fields, 'keepPosted') === 'on',
    coverFees: text(fields, 'coverFees') === 'on',
    method: mobileMoney ? 'mobileMoney' : 'card',
    language: text(fields, 'language'),
    ...(mobileMoney && {
      country: text(fields, 'country'),
      mobileProvider: text(fields, 'mobileProvider'),
      phone: text(fields, 'phone'),
    }),
  };
};
