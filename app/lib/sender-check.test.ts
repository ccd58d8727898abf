import { expect, test } from 'vitest'
import { checkSender, HEADERS_MAX } from './sender-check'

const ID = 'mx.operator.example'
const FROM = 'wanjiru@traveller.example'
const check = (headers: string[]) => checkSender(headers, ID, FROM)

test("only the operator's receiving server is trusted: the topmost header carrying its authserv-id", () => {
  // A forged pass above or below the server's own fail changes nothing.
  const forged = 'evil.example; spf=pass; dkim=pass; dmarc=pass'
  const server = `${ID}; spf=pass smtp.mailfrom=evil.example; dmarc=fail header.from=traveller.example`
  expect(check([forged, server])).toEqual({ check: 'failed', note: `DMARC failed at ${ID}` })
  expect(check([server, forged])).toEqual({ check: 'failed', note: `DMARC failed at ${ID}` })
  // A forged header with the server's own id sits below the server's (each server adds at the top).
  expect(check([server, `${ID}; dmarc=pass`]).check).toBe('failed')
  // The id is compared without case, as the domain name it usually is.
  expect(check([server.toUpperCase()]).check).toBe('failed')
  // Only forged headers: nothing the server said, so not checked, never verified.
  expect(check([forged])).toEqual({
    check: 'not-checked',
    note: `${ID} added no Authentication-Results to it`,
  })
  expect(check([])).toEqual({ check: 'not-checked', note: `${ID} added no Authentication-Results to it` })
  // Without the setting nothing is trusted, whatever the headers say.
  expect(checkSender([server], undefined, FROM)).toEqual({
    check: 'not-checked',
    note: 'no receiving mail server is set whose checks Tembo trusts',
  })
  expect(checkSender([`${ID}; dmarc=pass`], undefined, FROM).check).toBe('not-checked')
  // Headers below the first fifty are not looked at.
  const padding = Array.from({ length: HEADERS_MAX }, () => forged)
  expect(check([...padding, server]).check).toBe('not-checked')
})

test('DMARC decides when it passed or failed; SPF only without it', () => {
  const at = (results: string) => check([`${ID}; ${results}`])
  expect(at('spf=fail; dmarc=pass header.from=traveller.example')).toEqual({
    check: 'verified',
    note: `DMARC passed at ${ID}`,
  })
  expect(at('spf=pass smtp.mailfrom=traveller.example; dmarc=fail')).toEqual({
    check: 'failed',
    note: `DMARC failed at ${ID}`,
  })
  // A pass for another domain than the one the message shows (two From lines) proves nothing of it.
  expect(at('dmarc=pass header.from=evil.example')).toEqual({
    check: 'not-verified',
    note: `DMARC passed at ${ID} for evil.example, not the sender's domain`,
  })
  // No DMARC policy, or none evaluated: SPF decides.
  expect(at('dmarc=none; spf=softfail smtp.mailfrom=traveller.example')).toEqual({
    check: 'failed',
    note: `SPF soft-failed at ${ID}`,
  })
  expect(at('spf=fail smtp.mailfrom=traveller.example')).toEqual({
    check: 'failed',
    note: `SPF failed at ${ID}`,
  })
  expect(at('dmarc=temperror; spf=pass smtp.mailfrom=bounces.traveller.example')).toEqual({
    check: 'verified',
    note: `SPF passed at ${ID}`,
  })
  // SPF vouches for the envelope's domain, chosen by whoever sends: another domain's pass is not theirs.
  expect(at('spf=pass smtp.mailfrom=sender@evil.example')).toEqual({
    check: 'not-verified',
    note: `SPF passed at ${ID} for evil.example, not the sender's domain`,
  })
  expect(at('spf=pass smtp.mailfrom=traveller.example.evil.example').check).toBe('not-verified')
  expect(at('spf=pass').check).toBe('not-verified')
  // Neither said anything conclusive.
  expect(at('dmarc=none; spf=neutral smtp.mailfrom=traveller.example')).toEqual({
    check: 'not-verified',
    note: `neither DMARC nor SPF passed at ${ID} (DMARC none, SPF neutral)`,
  })
  expect(at('dkim=pass header.d=traveller.example')).toEqual({
    check: 'not-verified',
    note: `${ID} gave no DMARC or SPF result`,
  })
  expect(check([`${ID}; none`]).check).toBe('not-verified')
})
