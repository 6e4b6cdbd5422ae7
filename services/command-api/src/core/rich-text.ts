import { plainTextLength } from '@harambee/rules';
import sanitizeHtml from 'sanitize-html';

const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** Rich text from a creator or admin, reduced to an allow-list of harmless tags before it is stored. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, allowList).trim();

/** The story's characters as readers will see them: counted once it is reduced as it will be stored. */
export const storyLength = (html: string) => plainTextLength(sanitizeRichText(html));
