import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
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
  const pledge = outcome.kind === 'pledge' ? outcome.pledge : undefined;
  const amount = pledge ? pledge.amount : outcome.kind === 'donation' ? outcome.donation.amount : 0;
  return (
    <section className={styles.success} aria-labelledby="donation-success-title">
      <div className={styles.successIcon} aria-hidden="true">
        ✓
      </div>
      <h1 id="donation-success-title" ref={heading} tabIndex={-1}>
        Thank you for your donation!
      </h1>
      {pledge ? (
        <p>
          Your pledge of {pledge.cryptoAmount} {pledge.currency} ({formatUsd(amount, 2)}) to{' '}
          <strong>{campaignTitle}</strong> is pending. It counts towards the goal as soon as our
          team confirms it on the blockchain.
        </p>
      ) : (
        <p>
          Your gift of {formatUsd(amount, 2)} to <strong>{campaignTitle}</strong> has been received.
          Every dollar brings this business closer to its goal.
        </p>
      )}
      <div className={styles.successActions}>
        <Link to={campaignHref} className={buttonClass()}>
          Return to Campaign
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Make Another Donation
        </Button>
      </div>
    </section>
  );
}
