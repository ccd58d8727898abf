import { expect, test } from 'vitest'
import { HEADER_MAX_CHARS, readAuthenticationResults } from './authentication-results'

const summary = (value: string) => {
  const read = readAuthenticationResults(value)
  return (
    read && {
      id: read.authservId,
      results: read.results.map(({ method, result, properties }) => ({
        [method]: result,
        ...Object.fromEntries(properties),
      })),
    }
  )
}

test('a header as receiving servers write it: who wrote it, each result and what it checked', () => {
  expect(
    summary(
      'mx.google.com;\r\n       dkim=pass header.i=@traveller.example header.s=s1 header.b=AbC;\r\n' +
        '       spf=pass (google.com: domain of bounce@traveller.example designates 192.0.2.1 as permitted sender) smtp.mailfrom=bounce@traveller.example;\r\n' +
        '       dmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from=traveller.example',
    ),
  ).toEqual({
    id: 'mx.google.com',
    results: [
      { dkim: 'pass', 'header.i': '@traveller.example', 'header.s': 's1', 'header.b': 'AbC' },
      { spf: 'pass', 'smtp.mailfrom': 'bounce@traveller.example' },
      { dmarc: 'pass', 'header.from': 'traveller.example' },
    ],
  })
  // A version after the id, a method's version, spaces around the signs, upper case.
  expect(summary('MX.Operator.Example 1; SPF / 1 = Fail smtp . mailfrom = evil.example')).toEqual({
    id: 'MX.Operator.Example',
    results: [{ spf: 'fail', 'smtp.mailfrom': 'evil.example' }],
  })
  // Nothing checked.
  expect(summary('mx.operator.example; none')).toEqual({ id: 'mx.operator.example', results: [] })
  expect(summary('"mx.operator.example"; dmarc=none')).toEqual({
    id: 'mx.operator.example',
    results: [{ dmarc: 'none' }],
  })
})

test('nothing in a comment or a quoted reason is read as a result, nor a semicolon in them as a split', () => {
  expect(
    summary(
      'mx.operator.example; spf=fail (dmarc=pass; spf=pass (nested; dkim=pass)) smtp.mailfrom=evil.example ' +
        'reason="smtp.mailfrom=traveller.example; dmarc=pass"; dmarc=fail header.from=traveller.example',
    ),
  ).toEqual({
    id: 'mx.operator.example',
    results: [
      { spf: 'fail', 'smtp.mailfrom': 'evil.example' },
      { dmarc: 'fail', 'header.from': 'traveller.example' },
    ],
  })
  // A comment where the id should be is no id; a comment left open hides the rest.
  expect(summary('(mx.operator.example) evil.example; dmarc=pass')?.id).toBe('evil.example')
  expect(summary('mx.operator.example; spf=fail (open comment; dmarc=pass')?.results).toEqual([
    { spf: 'fail' },
  ])
})

test('a header without an id is no header; a long one is read only so far', () => {
  expect(readAuthenticationResults('')).toBeNull()
  expect(readAuthenticationResults('; dmarc=pass')).toBeNull()
  expect(readAuthenticationResults('two words; dmarc=pass')).toBeNull()
  const long = `mx.operator.example; spf=fail${' (padding)'.repeat(HEADER_MAX_CHARS)}; dmarc=pass`
  expect(summary(long)).toEqual({ id: 'mx.operator.example', results: [{ spf: 'fail' }] })
  const many = `mx.operator.example${'; dkim=none'.repeat(500)}; dmarc=pass`
  expect(readAuthenticationResults(many)!.results).toHaveLength(50)
})
