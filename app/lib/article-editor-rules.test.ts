import { describe, expect, test } from 'vitest'
import { isAllowedImageSource, isAllowedLink, linkFor } from './article-editor-rules'

describe('the editor link tool', () => {
  test('an e-mail address becomes a mailto link', () => {
    expect(linkFor('bookings@example.com')).toEqual({ href: 'mailto:bookings@example.com' })
  })

  test('a bare address gets https, and the four allowed schemes pass as typed', () => {
    expect(linkFor('example.com/gorillas')).toEqual({ href: 'https://example.com/gorillas' })
    for (const href of [
      'http://a.example',
      'https://a.example/x?y=1',
      'mailto:a@b.example',
      'tel:+256700000000',
    ])
      expect(linkFor(href)).toEqual({ href })
  })

  test('other schemes are refused with a message', () => {
    for (const typed of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://files.example',
      'vbscript:x',
    ])
      expect(linkFor(typed)).toEqual({
        error: 'Links may start with http://, https://, mailto: or tel: only.',
      })
    expect(linkFor('   ')).toEqual({ error: 'Type the address the link should open.' })
    expect(isAllowedLink('JavaScript:alert(1)')).toBe(false)
  })

  test('images come only from http, https or data', () => {
    expect(isAllowedImageSource('https://cdn.example/x.webp')).toBe(true)
    expect(isAllowedImageSource('data:image/png;base64,AAAA')).toBe(true)
    expect(isAllowedImageSource('javascript:alert(1)')).toBe(false)
    expect(isAllowedImageSource('file:///etc/passwd')).toBe(false)
  })
})
