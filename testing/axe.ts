import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails with the list of what axe-core finds wrong on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}
