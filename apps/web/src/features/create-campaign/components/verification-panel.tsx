import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
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
  checking: 'Checking...',
  creating: 'Creating campaign...',
  resending: 'Resending...',
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
  return (
    <section className={styles.verify} aria-labelledby="verify-title">
      <span className={styles.verifyIcon} aria-hidden="true">
        ✉
      </span>
      <h2 id="verify-title" ref={headingRef} tabIndex={-1}>
        Verify your email address
      </h2>
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it, then come back to this
        page and click <strong>I&apos;ve Verified My Email</strong> to create your campaign.
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className={styles.verifyActions}>
        <Button size="large" onClick={onVerified} disabled={busy !== null}>
          {busy === 'checking' || busy === 'creating' ? busyLabel[busy] : "I've Verified My Email"}
        </Button>
        <Button variant="secondary" onClick={onResend} disabled={busy !== null}>
          {busy === 'resending' ? busyLabel.resending : 'Resend verification email'}
        </Button>
        <Button variant="ghost" onClick={onChangeDetails} disabled={busy !== null}>
          Change my details
        </Button>
      </div>
      <p>The link is valid for 24 hours. Can&apos;t find the email? Check your spam folder.</p>
    </section>
  );
}
