import {
  isLanguage,
  type Language,
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
} from '@harambee/messages/src/language-codes';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';
import { useChooseMailLanguage } from '../api/mail-language';
import styles from './dashboard.module.css';

/** The language of the person's mails: the one saved on their account, else the page's, until they save one. */
export function MailLanguageSection() {
  const t = useT();
  const { locale } = useIntl();
  const saved = useSession()?.user?.language;
  const [chosen, setChosen] = useState<Language>(
    isLanguage(saved) ? saved : isLanguage(locale) ? locale : 'en',
  );
  const save = useChooseMailLanguage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  return (
    <section className={styles.section} aria-labelledby="mail-language-heading">
      <h2 id="mail-language-heading">{t('creator.mailLanguage.title')}</h2>
      <form onSubmit={submit} className={styles.section} aria-busy={save.isPending}>
        <Field id="mail-language" label={t('creator.mailLanguage.label')}>
          <select
            id="mail-language"
            className={controlClass}
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value as Language);
              save.reset();
            }}
          >
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t(save.isPending ? 'creator.mailLanguage.saving' : 'creator.mailLanguage.save')}
          </Button>
        </div>
        <p role="status">
          {save.isSuccess &&
            t('creator.mailLanguage.saved', { language: LANGUAGE_NAMES[save.data.language] })}
        </p>
        {save.isError && (
          <p role="alert" className={styles.logoutError}>
            {errorMessage(save.error, t('creator.mailLanguage.saveFailed'))}
          </p>
        )}
      </form>
    </section>
  );
}
