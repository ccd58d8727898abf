import { expect, test } from '@playwright/test'

// Reading and tapping on a phone, so the site meets WCAG 2.2 AA there too: every control a thumb is meant to
// hit is at least 24 by 24 CSS pixels (WCAG 2.5.8), links inside a sentence excepted; and no long paragraph
// is centred, since a ragged left edge makes each line hard to find.

const pages = [
  '/',
  '/about',
  '/packages',
  '/places/uganda',
  '/tour/uganda-classic',
  '/blogs',
  `/article/${encodeURIComponent('Meeting the Mountain Gorillas of Bwindi')}`,
  '/contact',
  '/book',
  '/airport-transfer',
  '/success',
  '/privacy',
]

for (const path of pages) {
  test(`${decodeURIComponent(path)}: controls are big enough to tap and long text is not centred`, async ({
    page,
  }) => {
    await page.goto(path)
    const problems = await page.evaluate(() => {
      const found: string[] = []
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        // Hidden for the eye (a skip link until it has focus, a label for screen readers), or in a slide
        // that is not showing.
        const clipped = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)'
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          !clipped &&
          !element.closest('[inert]')
        )
      }
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`

      const controls = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      )
      for (const control of controls) {
        if (!visible(control)) continue
        // A check box or radio button is hit through its label as well: measure the two together.
        const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined
        const box = control.getBoundingClientRect()
        const width = Math.max(box.width, label?.getBoundingClientRect().width ?? 0)
        const height = Math.max(box.height, label?.getBoundingClientRect().height ?? 0)
        if (width >= 24 && height >= 24) continue
        // The exception for a link inside a sentence: it sits in a line of other text.
        const inline = getComputedStyle(control).display === 'inline'
        const sentence = control.parentElement?.textContent ?? ''
        if (
          control.tagName === 'A' &&
          inline &&
          sentence.trim().length > (control.textContent ?? '').length + 20
        )
          continue
        found.push(`${name(control)} is ${Math.round(width)}×${Math.round(height)}`)
      }

      for (const paragraph of document.querySelectorAll('main p, main li, main blockquote')) {
        if (!visible(paragraph)) continue
        const text = paragraph.textContent?.trim() ?? ''
        const lines =
          paragraph.getBoundingClientRect().height / parseFloat(getComputedStyle(paragraph).lineHeight)
        if (text.length > 140 && lines > 2.5 && getComputedStyle(paragraph).textAlign === 'center')
          found.push(`centred paragraph "${text.slice(0, 40)}..."`)
      }
      return found
    })
    expect(problems).toEqual([])
  })
}
