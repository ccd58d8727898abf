import { expect, test } from '@playwright/test'
import { fill, forms, future, hydrated, latest, traveller, type Value } from './forms.shared'

// What the public forms check and when, with JavaScript and without: each rule's message beside its
// field, the rules loaded only once a form is touched, past dates, an airport transfer's way back.

test('a bad value shows its message once the field is left, and clears when corrected', async ({ page }) => {
  await page.goto('/book')
  await hydrated(page)
  const phone = page.getByLabel('Phone Number', { exact: true })
  await phone.fill('0772 123')
  await expect(page.getByText('At least 10 numbers')).toHaveCount(0)
  await phone.blur()
  await expect(page.getByText('At least 10 numbers')).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await phone.fill('0772 123 456')
  await expect(page.getByText('At least 10 numbers')).toHaveCount(0)
  await page.getByLabel('Date of arrival').fill(future(20))
  await page.getByLabel('Date of depart').fill(future(10))
  await page.getByLabel('Date of depart').blur()
  await expect(page.getByText('Depart date cannot be before the arrival date')).toBeVisible()
})

/** For each form, a bad value in every field that has a rule beyond "required", and the message it earns. */
const badValues: { path: string; submit: string; fill: Record<string, Value>; messages: string[] }[] = [
  {
    path: '/book',
    submit: 'Send Message',
    fill: {
      'Full Name': 'A',
      Email: 'amelia@',
      'Phone Number': '0772 12',
      'Residing Country': 'U',
      'Date of arrival': future(40),
      'Date of depart': future(30),
      Message: 'x',
    },
    messages: [
      'At least two characters',
      'Invalid email',
      'At least 10 numbers',
      'Depart date cannot be before the arrival date',
      'at least 2 char',
    ],
  },
  {
    path: '/book_package',
    submit: 'Send Message',
    fill: { 'Full Name': 'B', Email: 'no-at-sign', 'Phone Number': 'call me' },
    messages: ['At least two characters', 'Invalid email', 'Use digits, spaces and + ( ) - only'],
  },
  {
    path: '/accomodation',
    submit: 'Submit',
    fill: {
      'Check in date': future(10),
      'Check out date': future(10),
      Adults: '0',
      Children: '-1',
      'Maximum budget per night (USD)': '-5',
      'Location preferences': 'x',
    },
    messages: [
      'Check out date must be after the check in date',
      'Enter from 1 to 100 adults',
      'Enter from 0 to 100 children',
      'The budget cannot be negative',
      'at least 2 char',
    ],
  },
  {
    path: '/airport-transfer',
    submit: 'Request Transfer',
    fill: { 'Number of passengers': '0' },
    messages: ['Enter from 1 to 60 passengers'],
  },
  {
    path: '/contact',
    submit: 'Send',
    fill: { Name: 'Z', Email: 'z@z' },
    messages: ['At least two characters', 'Invalid email'],
  },
]

for (const form of badValues) {
  test(`${form.path}: each rule's message appears for a bad value, in the browser and from the server`, async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(form.path)
      if (javaScriptEnabled) await hydrated(page)
      await fill(page, form.fill)
      await page.getByRole('button', { name: form.submit, exact: true }).click()
      for (const message of form.messages) {
        await expect(
          page.getByText(message, { exact: true }).first(),
          `${message} (JavaScript ${javaScriptEnabled})`,
        ).toBeVisible()
      }
      // What was typed is still there.
      const [label, value] = Object.entries(form.fill)[0]!
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value as string)
      await context.close()
    }
  })
}

test('the rules arrive only once a form is touched, and fields left before then are checked when they do', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // The rules' script is held back, as on a slow connection, until the test lets it go.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/form-validation-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/book')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((script) => script.includes('form-validation'))).toEqual([])

  const name = page.getByLabel('Full Name', { exact: true })
  await name.fill('A')
  await name.blur()
  await expect(page.getByText('At least two characters')).toHaveCount(0)
  release()
  await expect(page.getByText('At least two characters')).toBeVisible()
  await expect(name).toHaveAttribute('aria-invalid', 'true')

  // With the rules in place, a form with mistakes is not sent: the first field in error takes the focus.
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(name).toBeFocused()
  expect(posts).toEqual([])
})

test('a date that has passed is refused beside its field, with what was typed kept', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/book')
    if (javaScriptEnabled) await hydrated(page)
    await fill(page, forms[0]!.valid, ' (past date)')
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10)
    await page.getByLabel('Date of arrival', { exact: true }).fill(yesterday)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const arrival = page.getByLabel('Date of arrival', { exact: true })
    await expect(arrival).toHaveAccessibleDescription(/This date has passed: choose today or a later date/)
    await expect(arrival).toBeFocused()
    await expect(arrival).toHaveValue(yesterday)
    await expect(page.getByLabel('Full Name')).toHaveValue('Amelia Hartley (past date)')
    await context.close()
  }
})

test('the airport transfer asks for the way back only for a return, and requires it only then', async ({
  browser,
  request,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/airport-transfer')
    if (javaScriptEnabled) await hydrated(page)
    const departure = page.getByLabel('Departure airport', { exact: true })
    await expect(departure).toBeHidden()
    const journey = page.getByLabel('Journey', { exact: true })
    await journey.selectOption({ label: 'Return' })
    await expect(departure).toBeVisible()
    await expect(page.getByLabel('Take-off time', { exact: true })).toBeVisible()
    const suffix = ` (one way, ${javaScriptEnabled ? 'js' : 'no js'})`
    await fill(
      page,
      {
        ...traveller,
        'Arrival airport': 'Kigali (KGL)',
        'Arrival flight number': 'RW 101',
        'Number of passengers': '2',
        Vehicle: { select: 'Saloon car' },
        Curbside: { check: true },
        'Special needs': 'None',
      },
      suffix,
    )
    // A return without its way back: both are asked for, beside their fields.
    await page.getByRole('button', { name: 'Request Transfer' }).click()
    await expect(departure).toHaveAccessibleDescription(/\*required/)
    await expect(page.getByLabel('Departure flight number', { exact: true })).toHaveAccessibleDescription(
      /\*required/,
    )
    await expect(departure).toBeFocused()
    // Typed, then the journey made one way: the way back is neither shown, nor required, nor kept.
    await departure.fill('Kigali (KGL)')
    await page.getByLabel('Journey', { exact: true }).selectOption({ label: 'One way' })
    await expect(departure).toBeHidden()
    await page.getByRole('button', { name: 'Request Transfer' }).click()
    await expect(page).toHaveURL(/\/success/)
    const row = await latest(request, 'airport')
    expect(row).toMatchObject({
      name: `Amelia Hartley${suffix}`,
      one_way: 'one-way',
      depart_port: null,
      flight_depart_number: null,
    })
    await context.close()
  }
})
