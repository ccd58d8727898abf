import sanitizeHtml from 'sanitize-html'

// What the article editor can produce (docs/product.md, "Pages under /admin"), and nothing that can run script:
// links only to http, https, mailto and tel; images only from http, https or an inline raster image.
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const attributes = { ...attribs }
      if (attributes.target && attributes.target !== '_blank') delete attributes.target
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer nofollow'
      else delete attributes.rel
      return { tagName, attribs: attributes }
    },
    img: (tagName, attribs) => {
      const attributes = { ...attribs }
      if (
        attributes.src?.trim().toLowerCase().startsWith('data:') &&
        !RASTER_DATA_URL.test(attributes.src.trim())
      ) {
        delete attributes.src
      }
      return { tagName, attribs: attributes }
    },
  },
  // An image that lost its source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
}

// A traveller's mail as staff read it: text formatting and links only. No images (a remote image tells
// the sender the mail was opened, an inline one can be anything), no styles, forms or script.
const mailOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : {},
    }),
  },
}

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, mailOptions).trim()
}
