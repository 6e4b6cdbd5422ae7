import { MAIL_RECIPIENT_RETENTION_DAYS } from '@harambee/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth-session';
import { YOUR_DATA_FILE, useDownloadYourData, useEraseYourData } from '../api/your-data';
import { CreatorShell } from './creator-shell';
import styles from './dashboard.module.css';

export const YOUR_DATA_MESSAGES = {
  rights:
    "Kenya's Data Protection Act 2019, South Africa's Protection of Personal Information Act (POPIA) and the EU's GDPR give you two rights over your personal data: to get a copy of it, and to have it erased. You can do both here.",
  download: `A JSON file with your profile, your campaigns, the gifts you gave (with the email you gave them with), your payout wallet (only its last digits) and the mails we sent you in the last ${MAIL_RECIPIENT_RETENTION_DAYS} days.`,
  downloaded: `Your file ${YOUR_DATA_FILE} was downloaded.`,
  downloadFailed: 'Could not prepare your file. Please try again.',
  stays: [
    'Your campaigns stay with the totals they raised, so backers and the books still add up. Your name, email, phone and wallet are erased from them.',
    "Gifts you gave stay counted, but anonymised: they show as 'Erased user', with no email or message.",
    'Receipts for paid gifts are kept for as long as tax and accounting law requires, without your name or email.',
    'You are signed out at once and cannot sign in again with this email and password. The email is free for a new account.',
  ],
  password: 'Enter your password to confirm',
  eraseFailed: 'Could not erase your data. Please try again.',
} as const;

function DownloadSection() {
  const download = useDownloadYourData();
  return (
    <section className={styles.section} aria-labelledby="download-heading">
      <h2 id="download-heading">Download your data</h2>
      <p>{YOUR_DATA_MESSAGES.download}</p>
      <div>
        <Button
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? 'Preparing your file…' : 'Download my data'}
        </Button>
      </div>
      {download.isSuccess && <p role="status">{YOUR_DATA_MESSAGES.downloaded}</p>}
      {download.isError && (
        <p role="alert" className={styles.logoutError}>
          {errorMessage(download.error, YOUR_DATA_MESSAGES.downloadFailed)}
        </p>
      )}
    </section>
  );
}

function EraseSection() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const erase = useEraseYourData(() => navigate(paths.login.getHref()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) erase.mutate(password);
  };
  const fieldError = missing ? YOUR_DATA_MESSAGES.password : undefined;
  return (
    <section className={styles.section} aria-labelledby="erase-heading">
      <h2 id="erase-heading">Erase your data</h2>
      <p>What stays, and why:</p>
      <ul>
        {YOUR_DATA_MESSAGES.stays.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className={styles.section}>
        <Field id="erase-password" label="Your password" error={fieldError} required>
          <PasswordInput
            {...fieldAria('erase-password', fieldError)}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <div>
          <Button
            type="submit"
            variant="danger"
            disabled={erase.isPending}
            aria-busy={erase.isPending}
          >
            {erase.isPending ? 'Erasing your data…' : 'Erase my data'}
          </Button>
        </div>
        {erase.isError && (
          <p role="alert" className={styles.logoutError}>
            {errorMessage(erase.error, YOUR_DATA_MESSAGES.eraseFailed)}
          </p>
        )}
      </form>
    </section>
  );
}

/** The data subject's page: a copy of everything held about them, and its erasure. */
export function YourDataPage() {
  const session = useSession();
  return (
    <CreatorShell user={session?.user ?? null}>
      <Head title="Your data" />
      <div className={styles.greeting}>
        <div>
          <h1>Your data</h1>
          <p>{YOUR_DATA_MESSAGES.rights}</p>
        </div>
      </div>
      <DownloadSection />
      <EraseSection />
    </CreatorShell>
  );
}
