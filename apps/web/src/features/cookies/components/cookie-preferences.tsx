import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import {
  cookieCategories,
  type CookieCategory,
  type CookiePreferences,
} from '@/lib/cookie-consent';
import styles from './cookies.module.css';

const descriptions: Record<CookieCategory, { name: string; text: string }> = {
  essential: {
    name: 'Essential',
    text: 'Needed for the site to work, such as keeping you signed in. Always on.',
  },
  analytics: {
    name: 'Analytics',
    text: 'Help us understand how visitors use the site so we can improve it.',
  },
  functionality: {
    name: 'Functionality',
    text: 'Remember your choices, such as language and region.',
  },
  targeting: {
    name: 'Targeting/Advertising',
    text: 'Show ads and content that are relevant to you.',
  },
  social: { name: 'Social Media', text: 'Let you share campaigns on social networks.' },
};

type Props = {
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  onCancel: () => void;
};

/** The panel's body; mounted fresh each time the dialog opens so it starts from the saved choices. */
function PreferencesForm({ initial, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const toggle = (category: CookieCategory) =>
    setDraft((current) => ({ ...current, [category]: !current[category] }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <p className={styles.note}>
        Choose which cookies we may use. Essential cookies cannot be disabled because the site needs
        them to work.
      </p>
      <ul className={styles.list}>
        {cookieCategories.map((category) => (
          <li key={category} className={styles.option}>
            <label htmlFor={`cookie-${category}`} className={styles.optionText}>
              <span className={styles.optionName}>{descriptions[category].name}</span>
              <span className={styles.optionDescription}>{descriptions[category].text}</span>
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
          Cancel
        </Button>
        <Button type="submit">Save Preferences</Button>
      </div>
    </form>
  );
}

export function CookiePreferencesDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <Dialog open={open} onClose={props.onCancel} title="Cookie Preferences">
      <PreferencesForm {...props} />
    </Dialog>
  );
}
