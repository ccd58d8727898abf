import { describe, expect, test } from 'vitest'
import { articlePath, safeRedirect, STAFF_LANDING } from './paths'

describe('safeRedirect', () => {
  test.each(['/admin/articles', '/admin/message/3?saved=1', '/admin/package_bookings?q=smith&page=2'])(
    'keeps a path of this site: %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path)
    },
  )

  // Each of these, followed by a browser from /login, would leave the site.
  test.each([
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['\\\\evil.example/x'],
    ['/\t/evil.example/x'],
    ['/\n/evil.example/x'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    ['/\\/evil.example'],
    ['/a/..//evil.example'],
    ['/./\\evil.example'],
    ['https://evil.example/x'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [' /admin'],
  ])('sends %j to the back-office instead', (value) => {
    expect(safeRedirect(value)).toBe(STAFF_LANDING)
  })

  test('writes out unicode and escapes as the path they resolve to, never a host', () => {
    expect(safeRedirect('/%E3%80%82/x')).toBe('/%E3%80%82/x')
    expect(safeRedirect('/。/x')).toBe('/%E3%80%82/x')
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    expect(safeRedirect('/%5Cevil.example')).toBe('/%5Cevil.example')
    expect(safeRedirect('/ａ/ｂ')).toMatch(/^\/%EF%BD%81\//)
  })

  test('is not fooled by values that are not text', () => {
    expect(safeRedirect(null)).toBe(STAFF_LANDING)
    expect(safeRedirect(undefined, '/admin/mail')).toBe('/admin/mail')
  })
})

test('an article path encodes its title as one path segment', () => {
  expect(articlePath('Nights in the Mara')).toBe('/article/Nights%20in%20the%20Mara')
})
