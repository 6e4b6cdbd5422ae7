import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_NAME } from '@/config/constants';

/**
 * While a page shows, its description replaces the content of index.html's one description tag (kept there for
 * clients without JavaScript); leaving the page restores it. Rendering a second tag would duplicate it.
 */
function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    const previous = meta?.getAttribute('content');
    if (!meta || !description || previous == null) return;
    meta.setAttribute('content', description);
    return () => meta.setAttribute('content', previous);
  }, [description]);
}

/**
 * Document title and description. A page the server rendered already has both in its head: they change once the page
 * is the browser's (effects run after hydration). Leaving the screen puts back the site's own title, so a screen
 * without a Head of its own is never titled after the one before it, and its description, as index.html has it.
 */
export function Head({ title, description }: { title?: string; description?: string }) {
  useMetaDescription(description);
  const intl = useIntl();
  const siteTitle = `${PRODUCT_NAME} | ${intl.formatMessage({ id: 'head.tagline' })}`;
  const text = title ? `${title} | ${PRODUCT_NAME}` : siteTitle;
  useEffect(() => {
    document.title = text;
    return () => {
      document.title = siteTitle;
    };
  }, [text, siteTitle]);
  return null;
}
