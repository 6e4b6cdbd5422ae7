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
 * is the browser's (effects run after hydration), and back when the screen is left, as its description does.
 */
export function Head({ title, description }: { title?: string; description?: string }) {
  useMetaDescription(description);
  const intl = useIntl();
  const text = title
    ? `${title} | ${PRODUCT_NAME}`
    : `${PRODUCT_NAME} | ${intl.formatMessage({ id: 'head.tagline' })}`;
  useEffect(() => {
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
  return null;
}
