import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { CryptoPledge, CryptoPledgePayload } from '../api/create-crypto-pledge';
import type { DonationPayload, RecordedDonation } from '../api/create-donation';
import { CardForm } from './card-form';
import { CryptoPayment } from './crypto-payment';

export type PaymentOutcome =
  { kind: 'donation'; donation: RecordedDonation } | { kind: 'pledge'; pledge: CryptoPledge };

export type PaymentRequest =
  | { method: 'creditCard'; donation: Omit<DonationPayload, 'paymentId'> }
  | { method: 'bitcoin'; pledge: Omit<CryptoPledgePayload, 'currency'> };

type Props = {
  request: PaymentRequest | null;
  onClose: () => void;
  onComplete: (outcome: PaymentOutcome) => void;
};

/** Card or crypto payment; it cannot be dismissed while a payment is in flight. */
export function PaymentModal({ request, onClose, onComplete }: Props) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const { usd } = useMoney();
  const amount =
    request?.method === 'bitcoin' ? request.pledge.amount : (request?.donation.amount ?? 0);
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      dismissible={!busy}
      title={t('giving.modal.title', { amount: usd(amount, 2) })}
    >
      {request?.method === 'bitcoin' && (
        <CryptoPayment
          pledge={request.pledge}
          onBusyChange={setBusy}
          onPledged={(pledge) => onComplete({ kind: 'pledge', pledge })}
        />
      )}
      {request?.method === 'creditCard' && (
        <CardForm
          donation={request.donation}
          onBusyChange={setBusy}
          onDonated={(donation) => onComplete({ kind: 'donation', donation })}
        />
      )}
    </Dialog>
  );
}
