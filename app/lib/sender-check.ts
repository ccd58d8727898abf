import { readAuthenticationResults, type AuthResult } from './authentication-results'

// Whether a message read from the operator's mailbox comes from the address it shows, as far as the
// operator's own receiving server could tell (docs/decisions/045-trusted-authentication-results.md).
// Only the Authentication-Results header that server writes is trusted: the topmost one carrying its
// authserv-id (MAIL_AUTHSERV_ID). Any other, above or below it, may have been written by the sender.
// In that header DMARC decides when it passed or failed; otherwise SPF does. Pure, with a unit table.

export const SENDER_CHECKS = ['verified', 'not-verified', 'failed', 'not-checked'] as const
export type SenderCheck = (typeof SENDER_CHECKS)[number]

/** What staff read beside each message; a failed check is one way of not being verified. */
export const SENDER_CHECK_LABELS = {
  verified: 'Sender verified',
  'not-verified': 'Sender not verified',
  failed: 'Sender not verified',
  'not-checked': 'Sender not checked',
} as const satisfies Record<SenderCheck, string>

export const isSenderCheck = (value: unknown): value is SenderCheck =>
  typeof value === 'string' && (SENDER_CHECKS as readonly string[]).includes(value)

export interface SenderVerdict {
  check: SenderCheck
  /** What the trusted header said, or why nothing was trusted: "DMARC failed at mx.operator.example" */
  note: string
}

/** The Authentication-Results headers of one message read, from the top; more are not looked at. */
export const HEADERS_MAX = 50

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase()

/** The SPF-checked domain belongs to the sender's: the same, or a subdomain of it (a bounce address). */
const aligned = (checked: string, sender: string) => checked === sender || checked.endsWith(`.${sender}`)

/** The topmost header the operator's receiving server wrote (its authserv-id, compared without case). */
export function trustedResults(headers: readonly string[], authservId: string) {
  const id = authservId.toLowerCase()
  for (const value of headers.slice(0, HEADERS_MAX)) {
    const read = readAuthenticationResults(value)
    if (read?.authservId.toLowerCase() === id) return read
  }
  return undefined
}

const listed = (results: AuthResult[]) =>
  results.map(({ method, result }) => `${method.toUpperCase()} ${result}`).join(', ')

/**
 * The verdict on a message's sender: `headers` are the message's Authentication-Results values from the
 * top, `authservId` the operator's receiving server's (unset: nothing is trusted), `from` the address
 * the message shows.
 */
export function checkSender(
  headers: readonly string[],
  authservId: string | undefined,
  from: string,
): SenderVerdict {
  if (!authservId)
    return { check: 'not-checked', note: 'no receiving mail server is set whose checks Tembo trusts' }
  const trusted = trustedResults(headers, authservId)
  if (!trusted) return { check: 'not-checked', note: `${authservId} added no Authentication-Results to it` }
  const at = trusted.authservId
  const sender = domainOf(from)
  const of = (method: string) => trusted.results.filter((result) => result.method === method)
  const dmarc = of('dmarc')
  if (dmarc.some(({ result }) => result === 'fail')) return { check: 'failed', note: `DMARC failed at ${at}` }
  const dmarcPass = dmarc.filter(({ result }) => result === 'pass')
  if (dmarcPass.length) {
    // The domain DMARC was checked for, when the server says it, must be the one Tembo reads.
    const other = dmarcPass
      .map(({ properties }) => domainOf(properties.get('header.from') ?? sender))
      .find((domain) => domain !== sender)
    return other === undefined
      ? { check: 'verified', note: `DMARC passed at ${at}` }
      : { check: 'not-verified', note: `DMARC passed at ${at} for ${other}, not the sender's domain` }
  }
  const spf = of('spf')
  if (spf.some(({ result }) => result === 'fail')) return { check: 'failed', note: `SPF failed at ${at}` }
  if (spf.some(({ result }) => result === 'softfail'))
    return { check: 'failed', note: `SPF soft-failed at ${at}` }
  const spfPass = spf.filter(({ result }) => result === 'pass')
  if (spfPass.length) {
    // SPF vouches for the envelope's domain, which the sender chooses: it says nothing of another.
    const checked = spfPass.map(({ properties }) =>
      domainOf(properties.get('smtp.mailfrom') ?? properties.get('smtp.helo') ?? ''),
    )
    const own = checked.find((domain) => domain && aligned(domain, sender))
    return own !== undefined
      ? { check: 'verified', note: `SPF passed at ${at}` }
      : {
          check: 'not-verified',
          note: `SPF passed at ${at} for ${checked.find(Boolean) || 'no named domain'}, not the sender's domain`,
        }
  }
  const said = [...dmarc, ...spf]
  return {
    check: 'not-verified',
    note: said.length
      ? `neither DMARC nor SPF passed at ${at} (${listed(said)})`
      : `${at} gave no DMARC or SPF result`,
  }
}
