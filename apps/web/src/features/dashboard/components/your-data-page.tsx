import { MAIL_RECIPIENT_RETENTION_DAYS } from '@harambee/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Head } from '@/components/head';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { userId, useSession } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';
import { YOUR_DATA_FILE, useDownloadYourData, useEraseYourData } from '../api/your-data';
import { CreatorShell } from './creator-shell';
import styles from './dashboard.module.css';
import { MailLanguageSection } from './mail-language-section';
import { TextAlertsSection } from './text-alerts-section';

/** What stays after an erasure, and why: one catalogue text each. */
const STAYS = ['campaigns', 'gifts', 'receipts', 'signedOut'] as const;

function DownloadSection() {
  const t = useT();
  const download = useDownloadYourData();
  return (
    <section className={styles.section} aria-labelledby="download-heading">
      <h2 id="download-heading">{t('creator.yourData.download.title')}</h2>
      <p>{t('creator.yourData.download.text', { days: MAIL_RECIPIENT_RETENTION_DAYS })}</p>
      <div>
        <Button
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {t(
            download.isPending
              ? 'creator.yourData.download.busy'
              : 'creator.yourData.download.button',
          )}
        </Button>
      </div>
      {download.isSuccess && (
        <p role="status">{t('creator.yourData.downloaded', { file: YOUR_DATA_FILE })}</p>
      )}
      {download.isError && (
        <p role="alert" className={styles.logoutError}>
          {errorMessage(download.error, t('creator.yourData.downloadFailed'))}
        </p>
      )}
    </section>
  );
}

function EraseSection() {
  const t = useT();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const erase = useEraseYourData(() => navigate(paths.login.getHref()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) erase.mutate(password);
  };
  const fieldError = missing ? t('creator.yourData.passwordMissing') : undefined;
  return (
    <section className={styles.section} aria-labelledby="erase-heading">
      <h2 id="erase-heading">{t('creator.yourData.erase.title')}</h2>
      <p>{t('creator.yourData.erase.stays')}</p>
      <ul>
        {STAYS.map((line) => (
          <li key={line}>{t(`creator.yourData.erase.${line}`)}</li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className={styles.section}>
        <Field
          id="erase-password"
          label={t('creator.yourData.password')}
          error={fieldError}
          required
        >
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
            {t(erase.isPending ? 'creator.yourData.erase.busy' : 'creator.yourData.erase.button')}
          </Button>
        </div>
        {erase.isError && (
          <p role="alert" className={styles.logoutError}>
            {errorMessage(erase.error, t('creator.yourData.eraseFailed'))}
          </p>
        )}
      </form>
    </section>
  );
}

/** The data subject's page: the language of their mails, the texts sent to their phone, a copy of everything held about them, and its erasure. */
export function YourDataPage() {
  const t = useT();
  const session = useSession();
  const id = userId(session?.user);
  return (
    <CreatorShell user={session?.user ?? null}>
      <Head title={t('creator.yourData.title')} />
      <div className={styles.greeting}>
        <div>
          <h1>{t('creator.yourData.title')}</h1>
          <p>{t('creator.yourData.rights')}</p>
        </div>
      </div>
      <MailLanguageSection />
      {id && <TextAlertsSection userId={id} />}
      <DownloadSection />
      <EraseSection />
    </CreatorShell>
  );
}
