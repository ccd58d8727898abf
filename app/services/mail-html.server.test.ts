import { describe, expect, test } from 'vitest'
import { renderMailHtml } from './mail-html.server'

const site = { brand: 'Tembo Safaris', publicUrl: 'https://safaris.example.com' }

describe('the HTML part of a mail', () => {
  test('says what the text says: paragraphs, lines, labels in bold, addresses as links', () => {
    const html = renderMailHtml(
      'Dear Amelia,\n\nName: Amelia Hartley\nArrival: 2027-07-02\n\nOpen it: https://safaris.example.com/admin/message/7.',
      site,
    )
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<p style="margin:0 0 16px">Dear Amelia,</p>')
    expect(html).toContain('<strong>Name:</strong> Amelia Hartley<br><strong>Arrival:</strong> 2027-07-02')
    // The full stop after the address stays text, outside the link.
    expect(html).toContain(
      '<a href="https://safaris.example.com/admin/message/7" style="color:#8a4b0f">https://safaris.example.com/admin/message/7</a>.',
    )
  })

  test("only Tembo's own addresses become links; anyone else's stay text", () => {
    const html = renderMailHtml(
      'Dear Claim refund at https://evil.example/pay,\n\nSee https://safaris.example.com.evil.example/x and https://safaris.example.com/terms',
      site,
    )
    expect(html).not.toContain('href="https://evil.example')
    expect(html).not.toContain('href="https://safaris.example.com.evil.example')
    expect(html).toContain('Dear Claim refund at https://evil.example/pay,')
    expect(html).toContain('<a href="https://safaris.example.com/terms"')
  })

  test('what a traveller typed cannot become markup', () => {
    const html = renderMailHtml(
      'Name: <img src=x onerror=alert(1)>\nMessage: "Tom & Jerry\'s" <b>trip</b>',
      site,
    )
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(html).toContain('&#34;Tom &#38; Jerry&#39;s&#34; &#60;b&#62;trip&#60;/b&#62;')
  })
})
