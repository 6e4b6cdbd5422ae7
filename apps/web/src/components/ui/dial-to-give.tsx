import { useIntl } from 'react-intl';

/**
 * How a phone without data gives to a campaign ("Dial *384*123# and enter 4KQ7PX"): nothing until the server offers
 * USSD giving (`serviceCode`) and the campaign has its code.
 */
export function DialToGive({
  messageId,
  serviceCode,
  code,
  className,
}: {
  messageId: string;
  serviceCode?: string;
  code?: string;
  className?: string;
}) {
  const intl = useIntl();
  if (!serviceCode || !code) return null;
  return (
    <p className={className}>
      {intl.formatMessage(
        { id: messageId },
        {
          serviceCode: <strong key="service">{serviceCode}</strong>,
          code: <strong key="code">{code}</strong>,
        },
      )}
    </p>
  );
}
