import { useT } from '@/lib/i18n/use-t';
import { BLOG_FORM_MESSAGES } from './blog-form';

const KEYS = new Map<string, string>(
  Object.entries(BLOG_FORM_MESSAGES).map(([key, english]) => [english, key] as const),
);

/** A blog-form rule's message (raised in English, the spec's words) in the page's language; the server's stay as they are. */
export function useBlogFormMessage() {
  const t = useT();
  return (english: string | undefined) => {
    const key = english && KEYS.get(english);
    return key ? t(`admin.blogForm.message.${key}`) : english;
  };
}
