import { describe, expect, test } from 'vitest'
import { sanitizeArticleHtml } from './sanitize.server'

describe('sanitizeArticleHtml', () => {
  test('keeps what the editor makes: headings 1-3, emphasis, lists, links', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>b</strong> <em>i</em> <u>u</u></p><ol><li>one</li></ol><ul><li>two</li></ul><p><a href="https://example.com">link</a></p>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  test.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example.net">x</a>', '<a>x</a>'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<iframe src="https://example.com"></iframe>', ''],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<h4>too deep</h4>', 'too deep'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output)
  })

  test('links may use mailto and tel; new-tab links get rel=noopener', () => {
    expect(sanitizeArticleHtml('<a href="mailto:a@b.co">m</a><a href="tel:+256700000000">t</a>')).toBe(
      '<a href="mailto:a@b.co">m</a><a href="tel:+256700000000">t</a>',
    )
    expect(sanitizeArticleHtml('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
  })

  test('images may come from http, https or an inline raster image', () => {
    const png = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />'
    expect(sanitizeArticleHtml(png)).toBe(png)
    expect(sanitizeArticleHtml('<img src="https://example.com/a.webp" onerror="x()" />')).toBe(
      '<img src="https://example.com/a.webp" />',
    )
  })
})
