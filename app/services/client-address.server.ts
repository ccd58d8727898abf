import { isIP } from 'node:net'
import { createContext } from 'react-router'

// Who is asking: the network address a request came from, and the group of addresses one client may
// hold, which is what rate limits and sign-in throttling count.

/** The client's address, set by the HTTP layer (server/app.ts) for every request. */
export const clientAddressContext = createContext<string>('unknown')

/** `::ffff:1.2.3.4` (IPv4 seen through an IPv6 socket) as `1.2.3.4`; IPv6 in lower case; zone removed. */
export function normaliseAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)
  return mapped?.[1] ?? bare
}

/**
 * The client's address. Without trusted proxies, the socket's. Behind `trustedProxies` of them, the
 * X-Forwarded-For entry that many places from the right: each proxy appends the address it saw, so
 * entries further left were written by the client and prove nothing (as Express's `trust proxy` = N).
 * A header with fewer entries than proxies gives its leftmost; an entry that is not an address, the socket's.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | null,
  trustedProxies: number,
): string {
  const socket = normaliseAddress(socketAddress)
  if (trustedProxies < 1 || !forwardedFor) return socket
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  const chosen = normaliseAddress(entries[Math.max(0, entries.length - trustedProxies)] ?? '')
  return isIP(chosen) ? chosen : socket
}

/** Expands an IPv6 address into its eight groups. */
function ipv6Groups(address: string): string[] {
  let text = address
  // A trailing dotted IPv4 part (::ffff:1.2.3.4 forms that were not mapped above) becomes two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number)
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  )
}

/**
 * What a rate limit counts as one client: an IPv4 address, or an IPv6 /64, since one household or phone
 * is given a whole /64 and could otherwise step through its addresses.
 */
export function addressGroup(address: string): string {
  const normalised = normaliseAddress(address)
  if (isIP(normalised) !== 6) return normalised
  return `${ipv6Groups(normalised).slice(0, 4).join(':')}::/64`
}
