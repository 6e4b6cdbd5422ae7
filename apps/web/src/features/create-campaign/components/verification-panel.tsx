import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';
import styles from './create-campaign.module.css';

type Props = {
  headingRef: Ref<HTMLHeadingElement>;
  email: string;
  busy: 'checking' | 'creating' | 'resending' | null;
  notice?: { tone: 'error' | 'warning' | 'success' | 'info'; text: string };
  onVerified: () => void;
  onResend: () => void;
  onChangeDetails: () => void;
};

const busyLabel = {
  checking: 'create.verify.checking',
  creating: 'create.creating',
  resending: 'create.verify.resending',
} as const;

/** Waiting for the creator to click the mailed link, then to come back and press the verified button. */
export function VerificationPanel({
  headingRef,
  email,
  busy,
  notice,
  onVerified,
  onResend,
  onChangeDetails,
}: Props) {
  const t = useT();
  return (
    <section className={styles.verify} aria-labelledby="verify-title">
      <span className={styles.verifyIcon} aria-hidden="true">
        ✉
      </span>
      <h2 id="verify-title" ref={headingRef} tabIndex={-1}>
        {t('create.verify.title')}
      </h2>
      <p>
        <FormattedMessage
          id="create.verify.sent"
          values={{ email, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className={styles.verifyActions}>
        <Button size="large" onClick={onVerified} disabled={busy !== null}>
          {t(
            busy === 'checking' || busy === 'creating' ? busyLabel[busy] : 'create.verify.verified',
          )}
        </Button>
        <Button variant="secondary" onClick={onResend} disabled={busy !== null}>
          {t(busy === 'resending' ? busyLabel.resending : 'create.verify.resend')}
        </Button>
        <Button variant="ghost" onClick={onChangeDetails} disabled={busy !== null}>
          {t('create.verify.change')}
        </Button>
      </div>
      <p>{t('create.verify.validity')}</p>
    </section>
  );
}
