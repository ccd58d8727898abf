import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

// HTML_CodeSniffer (the engine pa11y runs by default) on a page as it is now: its WCAG 2 AA errors
// about a part of the page, each with its code and the element it is about. Warnings and notices
// ask for a person's judgement, so only errors fail.

const HTMLCS = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js')

interface Found {
  code: string
  message: string
  element: string
}

/** Fails with the list of HTML_CodeSniffer's WCAG 2 AA errors inside `selector`. */
export async function expectNoCodeSnifferErrors(page: Page, selector: string) {
  // Evaluated, not added as a script tag: the page's Content-Security-Policy refuses inline scripts.
  await page.evaluate(`${fs.readFileSync(HTMLCS, 'utf8')}\n;window.HTMLCS = HTMLCS`)
  const errors = await page.evaluate(
    (within) =>
      new Promise<Found[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS
        // The whole page, as pa11y gives it; then only what is about the part asked.
        const part = document.querySelector(within) ?? document.body
        sniffer.process(
          'WCAG2AA',
          document,
          () => {
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === 1 && part.contains(message.element))
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: message.element.outerHTML.slice(0, 120),
                })),
            )
          },
          () => resolve([{ code: 'failed', message: 'HTML_CodeSniffer could not run', element: '' }]),
          'en',
        )
      }),
    selector,
  )
  expect(errors).toEqual([])
}

interface HtmlCodeSniffer {
  process(
    standard: string,
    content: Element | Document,
    done: () => void,
    failed: () => void,
    language: string,
  ): void
  getMessages(): { type: number; code: string; msg: string; element: Element }[]
}
