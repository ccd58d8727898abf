import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

// Each public form as a traveller uses it, with JavaScript and without: every message word for word,
// a valid inquiry lands on /success (the contact form: a toast) and is stored with the API's names.

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

type Value = string | { select: string } | { check: true }

interface FormCase {
  path: string
  submit: string
  required: Record<string, string>
  valid: Record<string, Value>
  list: string
  stored: Record<string, unknown>
}

const traveller = {
  'Full Name': 'Amelia Hartley',
  Email: 'amelia@example.com',
  'Phone Number': '+44 20 7946 0958',
}

const forms: FormCase[] = [
  {
    path: '/book',
    submit: 'Send Message',
    required: {
      'Full Name': 'Name is required',
      Email: 'Email is required',
      'Phone Number': 'phone number is required',
      'Residing Country': 'Name is required',
      'Visiting Country': 'Name is required',
      'Date of arrival': 'Arrival date is required',
      'Date of depart': 'Depart date is required',
      'What type of safari experience are you interested in?': '*required',
      'How did you hear about us?': '*required',
    },
    valid: {
      ...traveller,
      'Residing Country': 'United Kingdom',
      'Visiting Country': { select: 'Uganda' },
      'Date of arrival': future(60),
      'Date of depart': future(70),
      'What type of safari experience are you interested in?': { select: 'Photography' },
      'How did you hear about us?': { select: 'Search engine' },
      'Adults (optional)': '2',
      'Children (optional)': '2',
      'Ages of the children (optional)': '9 and 12',
      'Budget per person in US dollars (optional)': '5200',
      Message: 'Keen photographers.',
    },
    list: 'book_country',
    stored: {
      visiting_country: 'Uganda',
      experience: 'Photography',
      arrival_date: future(60),
      message: 'Keen photographers.',
      adults: 2,
      children: 2,
      children_ages: '9, 12',
      budget_per_person: 5200,
    },
  },
  {
    path: '/book_package?package=4',
    submit: 'Send Booking Request',
    required: {
      'Full Name': 'Name is required',
      Email: 'Email is required',
      'Phone Number': 'phone number is required',
    },
    valid: { ...traveller, 'Date of arrival': future(90) },
    list: 'book_package',
    // The party and budget are optional: left empty, nothing is stored for them.
    stored: {
      package_title: 'The Great Serengeti Migration',
      arrival_date: future(90),
      adults: null,
      children: null,
      children_ages: null,
      budget_per_person: null,
    },
  },
  {
    path: '/accomodation',
    submit: 'Submit',
    required: {
      'Full Name': 'Name is required',
      Email: 'Email is required',
      'Phone Number': 'phone number is required',
      'Type of accommodation': '*required',
      'Check in date': 'Check in date is required',
      'Check out date': 'Check out date is required',
      Adults: '*required',
      Children: '*required',
      'Maximum budget per night (USD)': '*required',
    },
    valid: {
      ...traveller,
      'Type of accommodation': { select: 'Tented camp' },
      'Check in date': future(30),
      'Check out date': future(33),
      Adults: '2',
      Children: '1',
      'Maximum budget per night (USD)': '320',
      'Location preferences': 'Near the park gate',
    },
    list: 'accomodation',
    stored: { mode: 'Tented camp', adults: 2, kids: 1, price: 320, location: 'Near the park gate' },
  },
  {
    path: '/airport-transfer',
    submit: 'Request Transfer',
    required: {
      'Full Name': 'Name is required',
      'Arrival airport': '*required',
      'Arrival flight number': '*required',
      'Number of passengers': '*required',
      Journey: '*required',
      Vehicle: '*required',
      'Special needs': '*required',
    },
    valid: {
      ...traveller,
      'Arrival airport': 'Entebbe (EBB)',
      'Arrival flight number': 'KQ 414',
      'Date of arrival': future(30),
      'Landing time': '07:40',
      'Hotel or lodge': 'Lake Victoria Serena, Kigo',
      'Number of passengers': '3',
      // The way back shows once the journey is a return.
      Journey: { select: 'Return' },
      'Departure airport': 'Entebbe (EBB)',
      'Departure flight number': 'KQ 415',
      'Date of departure': future(44),
      'Take-off time': '23:55',
      Vehicle: { select: 'Minivan' },
      Curbside: { check: true },
      'Special needs': 'A child seat, please',
    },
    list: 'airport',
    stored: {
      flight_arrival_number: 'KQ 414',
      arrival_date: future(30),
      arrival_time: '07:40',
      place: 'Lake Victoria Serena, Kigo',
      flight_depart_number: 'KQ 415',
      depart_date: future(44),
      depart_time: '23:55',
      pass: 3,
      one_way: 'return',
      vehicle: 'Minivan',
      pick_up: 'curbside',
    },
  },
]

async function fill(page: Page, values: Record<string, Value>, suffix = '') {
  for (const [label, value] of Object.entries(values)) {
    const control = page.getByLabel(label, { exact: true })
    if (typeof value === 'string')
      await control.fill(label === 'Full Name' || label === 'Name' ? value + suffix : value)
    else if ('select' in value) await control.selectOption({ label: value.select })
    else await control.check()
  }
}

async function staffToken(request: APIRequestContext) {
  const answer = await request.post('/api/bookings/login', {
    data: { email: 'staff@example.com', password: 'correct horse battery' },
  })
  return answer.headers()['x-login']!
}

async function latest(request: APIRequestContext, list: string) {
  const answer = await request.get(`/api/bookings/${list}?limit=1`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  })
  return ((await answer.json()) as Record<string, unknown>[])[0]
}

/**
 * The purposes of the mails in the e2e server's outbox about the inquiry of the traveller called
 * `name`: the staff notice names them; the acknowledgement (which may greet them only "Hello",
 * docs/product.md, "Storage and mail") is the mail queued with it, the next in the outbox.
 */
function mailsAbout(name: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  if (!fs.existsSync(outbox)) return []
  const files = fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'))
  const numberOf = (file: string) => Number(/^mail-(\d+)-/.exec(file)?.[1])
  const notices = files.filter(
    (file) =>
      file.endsWith('-staff-notice.eml') &&
      fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .includes(name),
  )
  return notices
    .flatMap((notice) => [
      notice,
      ...files.filter(
        (file) => file.endsWith('-acknowledgement.eml') && numberOf(file) === numberOf(notice) + 1,
      ),
    ])
    .map((file) => file.match(/-(staff-notice|acknowledgement)\.eml$/)![1]!)
    .sort()
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )

for (const form of forms) {
  test(`${form.path}: submitting empty shows every required message`, async ({ page }) => {
    await page.goto(form.path.replace(/\?.*/, ''))
    await hydrated(page)
    await page.getByRole('button', { name: form.submit }).click()
    for (const [label, message] of Object.entries(form.required)) {
      const describedBy =
        label === 'Curbside'
          ? null
          : await page.getByLabel(label, { exact: true }).first().getAttribute('aria-describedby')
      const errorId = describedBy?.split(' ').find((id) => id.endsWith('-error'))
      const error = errorId ? page.locator(`[id="${errorId}"]`) : page.getByText(message).first()
      await expect(error, label).toHaveText(message)
    }
    await expect(page).toHaveURL(new RegExp(form.path.replace(/\?.*/, '') + '$'))
    // The focus is on the first mistake, so a keyboard or screen-reader user starts where to correct.
    const first = Object.keys(form.required)[0]!
    await expect(page.getByLabel(first, { exact: true }).first()).toBeFocused()
  })

  test(`${form.path}: without JavaScript, the server's answer puts the focus on the first mistake`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(form.path.replace(/\?.*/, ''))
    await page.getByRole('button', { name: form.submit }).click()
    const [first, message] = Object.entries(form.required)[0]!
    await expect(page.getByText(message).first()).toBeVisible()
    await expect(page.getByLabel(first, { exact: true }).first()).toBeFocused()
    await context.close()
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`${form.path}: a valid inquiry is stored and lands on /success (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(form.path)
      if (javaScriptEnabled) await hydrated(page)
      const suffix = ` (${form.list}, ${javaScriptEnabled ? 'js' : 'no js'})`
      await fill(page, form.valid, suffix)
      await page.getByRole('button', { name: form.submit }).click()
      // /success carries the reference of the traveller's lead, and says it.
      await expect(page).toHaveURL(/\/success\?ref=TS-\d{4}-\d{4,}$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Successfully received. We will get in touch soon.',
      )
      const reference = new URL(page.url()).searchParams.get('ref')!
      await expect(page.getByText(`Your reference is ${reference}`)).toBeVisible()
      // What happens next: the acknowledgement, the reply target, and a way to reach us sooner.
      const next = page.getByRole('region', { name: 'What happens next' })
      await expect(next).toContainText('We are e-mailing you an acknowledgement with your reference')
      await expect(next).toContainText('replies within 24 hours')
      await expect(next.getByRole('link', { name: 'message us on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+$/,
      )
      const row = await latest(request, form.list)
      expect(row).toMatchObject({
        name: `Amelia Hartley${suffix}`,
        email: 'amelia@example.com',
        ...form.stored,
      })
      await expect
        .poll(() => mailsAbout(`Amelia Hartley${suffix}`), { timeout: 10_000 })
        .toEqual(['acknowledgement', 'staff-notice'])
      await context.close()
    })
  }
}

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

test('contact: a sent message shows the toast at the top right for 5000 ms and the form resets', async ({
  page,
  request,
}) => {
  await page.clock.install()
  await page.goto('/contact')
  await hydrated(page)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Message is required')).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('Lukas Brenner')
  await page.getByLabel('Email', { exact: true }).fill('lukas@example.de')
  await page.getByLabel('Message', { exact: true }).fill('Is July good for Kibale?')
  // The page notes the moment the toast appears, so the test knows how long it has shown however slow
  // the machine is between the toast appearing and the clock being paused.
  await page.evaluate(() => {
    const win = window as typeof window & { toastAt?: number }
    new MutationObserver(() => {
      if (!win.toastAt && document.body.textContent.includes('Message sent successfully!'))
        win.toastAt = Date.now()
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' })
  await expect(toast).toBeVisible()
  // From here the page's time moves only when the test moves it.
  const pausedAt = (await page.evaluate(() => Date.now())) + 100
  await page.clock.pauseAt(new Date(pausedAt))
  const shownFor =
    pausedAt - (await page.evaluate(() => (window as typeof window & { toastAt: number }).toastAt))
  expect(shownFor).toBeLessThan(4500)
  const box = await toast.boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.y).toBeLessThan(40)
  expect(viewport.width - (box!.x + box!.width)).toBeLessThan(40)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await page.clock.runFor(4900 - shownFor)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toHaveCount(0)
  expect(await latest(request, 'messages')).toMatchObject({
    name: 'Lukas Brenner',
    message: 'Is July good for Kibale?',
  })
})

test('the misspelt and correct accommodation addresses both reach the form', async ({ page }) => {
  await page.goto('/accommodation')
  await expect(page).toHaveURL(/\/accomodation$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accommodation')
})

test("an inquiry records the page it was sent from, the visit's referrer and its campaign", async ({
  page,
  request,
}) => {
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=migration-2027', {
    referer: 'https://www.google.com/',
  })
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Campaign Visitor')
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.com')
  await page.getByLabel('Message', { exact: true }).fill('Found you through the newsletter.')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible()
  expect(await latest(request, 'messages')).toMatchObject({
    name: 'Campaign Visitor',
    source_page: '/contact',
    referrer: 'https://www.google.com/',
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'migration-2027' },
  })
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
    submit: 'Send Booking Request',
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

test('the send button is disabled while the inquiry is on its way', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  await page.getByLabel('Name', { exact: true }).fill('Patient Sender')
  await page.getByLabel('Email', { exact: true }).fill('patient@example.com')
  await page.getByLabel('Message', { exact: true }).fill('Hello from a slow connection.')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/contact\.data/, async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const sending = page.getByRole('button', { name: 'Sending…' })
  await expect(sending).toBeDisabled()
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
})

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
