import { useHydrated } from '@/hooks/use-hydrated';
import { useTimedFlag } from '@/hooks/use-timed-flag';
import { useT } from '@/lib/i18n/use-t';
import styles from './campaign-page.module.css';

export const COPY_TOOLTIP_MS = 2000;

const icons = {
  Facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21z"
    />
  ),
  Twitter: (
    <path stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
  ),
  LinkedIn: (
    <g fill="currentColor">
      <circle cx="6.5" cy="5.8" r="1.8" />
      <path d="M5 9h3v10H5zM10 9h3v1.5c.5-1 1.7-1.8 3.3-1.8 2.6 0 3.7 1.6 3.7 4.6V19h-3v-5.2c0-1.4-.5-2.3-1.7-2.3-1.3 0-2.3.9-2.3 2.6V19h-3z" />
    </g>
  ),
  WhatsApp: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M12 3.2a8.8 8.8 0 0 0-7.6 13.2L3.2 20.8l4.5-1.2A8.8 8.8 0 1 0 12 3.2z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9.2 7.6c.3 0 .5 0 .7.5l.8 1.8c.1.3 0 .5-.1.7l-.6.7c.8 1.5 1.9 2.5 3.4 3.3l.7-.8c.2-.2.4-.3.7-.2l1.8.9c.3.1.4.3.4.5 0 1-.8 2-2 2-3.3-.2-6.8-3.6-7-7 0-1.2 1-2.4 1.2-2.4z"
      />
    </g>
  ),
};

function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      name: 'Facebook',
      className: styles.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      name: 'Twitter',
      className: styles.twitter,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    },
    {
      name: 'LinkedIn',
      className: styles.linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { name: 'WhatsApp', className: styles.whatsapp, href: `https://wa.me/?text=${t}%20${u}` },
  ] as const;
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, showCopied] = useTimedFlag(COPY_TOOLTIP_MS);
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(t('share.prompt'), url);
      return;
    }
    showCopied();
  };
  return (
    <div className={styles.share}>
      {shareTargets(url, title).map((target) => (
        <a
          key={target.name}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${styles.shareLink} ${target.className}`}
          aria-label={t('share.on', { network: target.name })}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {icons[target.name]}
          </svg>
        </a>
      ))}
      <button
        type="button"
        className={`${styles.shareLink} ${styles.copy}`}
        onClick={() => void copy()}
        aria-label={t('share.copy')}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" strokeLinecap="round" />
          <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" strokeLinecap="round" />
        </svg>
        {copied && (
          <span className={styles.tooltip} role="status">
            {t('share.copied')}
          </span>
        )}
      </button>
    </div>
  );
}

/**
 * A campaign's `path` shared: the server renders it without the origin (the browser's address may differ from its
 * public URL), the browser's own origin joins once the page is its own.
 */
export function CampaignShareButtons({ path, title }: { path: string; title: string }) {
  const origin = useHydrated() ? window.location.origin : '';
  return <ShareButtons url={`${origin}${path}`} title={title} />;
}
