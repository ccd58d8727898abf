// What the article editor lets into an article (docs/product.md, "Security"): links only to http, https, mailto and
// tel; images only from http, https or data. The server's sanitiser enforces the same rules again
// (app/lib/sanitize.server.ts), so these only spare the writer a surprise.

export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const

const EMAIL = /^[^\s@<>():/]+@[^\s@<>():/]+\.[^\s@<>():/]+$/

export function isAllowedLink(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i.test(href.trim())
}

export function isAllowedImageSource(src: string): boolean {
  return /^(https?:\/\/|data:image\/)/i.test(src.trim())
}

export function looksLikeEmail(text: string): boolean {
  return EMAIL.test(text.trim())
}

/**
 * The link for what the writer typed: an e-mail address becomes a mailto link, a bare address such as
 * "example.com/page" gets https://, anything else must already use an allowed scheme.
 */
export function linkFor(typed: string): { href: string } | { error: string } {
  const value = typed.trim()
  if (!value) return { error: 'Type the address the link should open.' }
  if (looksLikeEmail(value)) return { href: `mailto:${value}` }
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`
  return isAllowedLink(withScheme)
    ? { href: withScheme }
    : { error: 'Links may start with http://, https://, mailto: or tel: only.' }
}
