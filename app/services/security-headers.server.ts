import crypto from 'node:crypto'
import { getConfig } from '~/config.server'

// The security headers of every answer (docs/decisions/008-security-headers.md). Pages get their own
// Content-Security-Policy with a per-request nonce (app/entry.server.tsx), or with script hashes when
// they come from the page cache (decision 010); the app's other answers get a
// policy that allows nothing, since JSON never needs to run anything; static files keep only nosniff.

/** A fresh nonce for one page: 18 random bytes, base64. */
export function newNonce(): string {
  return crypto.randomBytes(18).toString('base64')
}

/**
 * Where a traveller's Pay button leads: its form posts here, and the answer sends the browser on to the
 * processor's page, which a browser checks against form-action too. Stripe Checkout's pages are at
 * checkout.stripe.com; Pesapal's on its API's own host (the tests' stand-ins answer both on theirs).
 */
function paymentPageOrigins(): string[] {
  const { stripe, pesapal } = getConfig()
  const origin = (url: string) => new URL(url).origin
  return [
    ...(stripe
      ? [stripe.apiUrl === 'https://api.stripe.com' ? 'https://checkout.stripe.com' : origin(stripe.apiUrl)]
      : []),
    ...(pesapal ? [origin(pesapal.apiUrl)] : []),
  ]
}

/**
 * The policy of an HTML page: our own scripts, and the inline scripts that carry the page's nonce or, on
 * a page kept by the page cache (server/page-cache.ts), whose SHA-256 hashes are listed. Nothing else runs.
 */
export function documentSecurityPolicy(inline: { nonce: string } | { hashes: string[] }): string | null {
  // Vite's development server injects inline scripts of its own; the policy is for real deployments.
  if (getConfig().env === 'development') return null
  const allowed = 'nonce' in inline ? `'nonce-${inline.nonce}'` : inline.hashes.join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Article images may be hosted anywhere the editor allows (http, https, data).
    "img-src 'self' data: blob: https: http:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${paymentPageOrigins().join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Headers every answer carries, set before the app answers (a page replaces the policy with its own).
 * Names are lower-case, as Node and the Fetch API give them, so that merging them with a page's own
 * headers replaces rather than doubles a header.
 */
export function baseSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
  // Only a site served over https may tell browsers to insist on it.
  if (getConfig().publicUrl.startsWith('https:')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  }
  return headers
}

/** Headers that govern a document or an API answer, and mean nothing on a script, style or image. */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
]

/**
 * A static file keeps only nosniff (and HSTS): the rest would add some 300 bytes to each of the dozen
 * and more scripts a page loads, for nothing.
 */
export function keepFileHeadersOnly(res: { removeHeader(name: string): void }): void {
  for (const name of DOCUMENT_ONLY) res.removeHeader(name)
}
