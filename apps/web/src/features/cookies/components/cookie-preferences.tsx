import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import {
  offeredCategories,
  type CookieCategory,
  type CookiePreferences,
} from '@/lib/cookie-consent';
import styles from './cookies.module.css';

type Props = {
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  onCancel: () => void;
};

/** The panel's body; mounted fresh each time the dialog opens so it starts from the saved choices. */
function PreferencesForm({ initial, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const t = useT();
  const toggle = (category: CookieCategory) =>
    setDraft((current) => ({ ...current, [category]: !current[category] }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <p className={styles.note}>{t('cookies.note')}</p>
      <ul className={styles.list}>
        {offeredCategories.map((category) => (
          <li key={category} className={styles.option}>
            <label htmlFor={`cookie-${category}`} className={styles.optionText}>
              <span className={styles.optionName}>{t(`cookies.${category}.name`)}</span>
              <span className={styles.optionDescription}>{t(`cookies.${category}.text`)}</span>
            </label>
            <input
              id={`cookie-${category}`}
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={category === 'essential' || draft[category]}
              disabled={category === 'essential'}
              onChange={() => toggle(category)}
            />
          </li>
        ))}
      </ul>
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onCancel}>
          {t('cookies.cancel')}
        </Button>
        <Button type="submit">{t('cookies.save')}</Button>
      </div>
    </form>
  );
}

export function CookiePreferencesDialog({ open, ...props }: Props & { open: boolean }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={props.onCancel} title={t('footer.cookiePreferences')}>
      <PreferencesForm {...props} />
    </Dialog>
  );
}
