// The mailbox an address reaches, as a key to count mail against (docs/product.md, "Storage and
// mail"): one key for all the spellings that land in the same mailbox, so that a cap per mailbox cannot
// be stepped round by writing the address another way. The stored address itself is never changed.

/** Providers that ignore dots in the local part, and the one domain their addresses all reach. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
}

/**
 * The address in lower case (every provider ignores case) without a `+tag` (name+1@ reaches name@ at
 * most providers); at Gmail and Googlemail also without dots, on one domain.
 */
export function mailboxKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/)
  const base = local.split('+')[0] ?? ''
  const dotless = DOTLESS_DOMAINS[domain]
  return dotless ? `${base.replace(/\./g, '')}@${dotless}` : `${base}@${domain}`
}
