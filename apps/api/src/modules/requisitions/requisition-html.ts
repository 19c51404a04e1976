import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the builder's editor is stored only after this: the tags a job description
 * needs, links with safe schemes opening in a new tab, no scripts, styles, events or images.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    h1: 'h2',
    div: 'p',
  },
  disallowedTagsMode: 'discard',
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS).trim();

/** Whether rich text has any visible words (an editor's empty `<p></p>` has none). */
export const hasText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;
