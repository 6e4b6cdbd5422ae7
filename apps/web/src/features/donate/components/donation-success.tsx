import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { FormattedMessage } from 'react-intl';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { PaymentOutcome } from './payment-modal';
import styles from './donate.module.css';

type Props = {
  outcome: PaymentOutcome;
  campaignHref: string;
  campaignTitle: string;
  onAnother: () => void;
};

export function DonationSuccess({ outcome, campaignHref, campaignTitle, onAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const t = useT();
  const { usd } = useMoney();
  const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
  const pledge = outcome.kind === 'pledge' ? outcome.pledge : undefined;
  const amount = pledge ? pledge.amount : outcome.kind === 'donation' ? outcome.donation.amount : 0;
  return (
    <section className={styles.success} aria-labelledby="donation-success-title">
      <div className={styles.successIcon} aria-hidden="true">
        ✓
      </div>
      <h1 id="donation-success-title" ref={heading} tabIndex={-1}>
        {t('giving.thanks.title')}
      </h1>
      {pledge ? (
        <p>
          <FormattedMessage
            id="giving.thanks.pledge"
            values={{
              strong,
              crypto: `${pledge.cryptoAmount} ${pledge.currency}`,
              amount: usd(amount, 2),
              campaign: campaignTitle,
            }}
          />
        </p>
      ) : (
        <p>
          <FormattedMessage
            id="giving.thanks.gift"
            values={{ strong, amount: usd(amount, 2), campaign: campaignTitle }}
          />
        </p>
      )}
      <div className={styles.successActions}>
        <Link to={campaignHref} className={buttonClass()}>
          {t('giving.returnToCampaign')}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t('giving.thanks.another')}
        </Button>
      </div>
    </section>
  );
}
