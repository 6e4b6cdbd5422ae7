import { openCookiePreferences } from '@/lib/cookie-consent';
import { useT } from '@/lib/i18n/use-t';

/** Opens the cookie preferences (the footer's, beside its links). */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const t = useT();
  return (
    <button type="button" className={className} onClick={openCookiePreferences}>
      {t('footer.cookiePreferences')}
    </button>
  );
}
