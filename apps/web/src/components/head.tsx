import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_NAME } from '@/config/constants';
import { useHydrated } from '@/hooks/use-hydrated';

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
 * Document title (React hoists it into <head>) and description. A page the server rendered already has both in its
 * head, so the title joins once the page is hydrated: rendered by the server, React would put it in the body.
 */
export function Head({ title, description }: { title?: string; description?: string }) {
  useMetaDescription(description);
  const intl = useIntl();
  if (!useHydrated()) return null;
  return (
    <title>
      {title
        ? `${title} | ${PRODUCT_NAME}`
        : `${PRODUCT_NAME} | ${intl.formatMessage({ id: 'head.tagline' })}`}
    </title>
  );
}
