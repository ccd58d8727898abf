import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import {
  accommodationInput,
  airportTransferInput,
  contactMessageInput,
  countryInquiryInput,
  packageBookingInput,
} from '../../../testing/inquiries'
import { signIn, STAFF, staffToken } from '../../../testing/browser-staff'
import { adminPages } from '../../../testing/admin-pages'
import { expectNoAxeViolations } from '../../../testing/axe'

// The back-office as staff use it: signing in, what came in, every field of every inquiry, search and
// paging, Mark as Read, and publishing, editing and unpublishing an article that the public blog shows.

const dateText = (value: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`))

/** The value shown beside a label in a detail page's groups. */
const detailValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

test('sign-in checks its fields, refuses a wrong password, and opens the page that sent you there', async ({
  page,
}) => {
  await page.goto('/admin/articles')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Farticles$/)
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible()
  await expectNoAxeViolations(page)

  const email = page.getByLabel('Email')
  const password = page.getByLabel('Password')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Required', { exact: true })).toBeVisible()
  await email.fill('not-an-address')
  await password.fill('12345')
  await password.blur()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Password should be more than six characters')).toBeVisible()
  await password.fill('x'.repeat(257))
  await expect(page.getByText('Too Long!')).toBeVisible()

  await email.fill(STAFF.email)
  await password.fill('not the password')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expect(email).toHaveValue(STAFF.email)

  await password.fill(STAFF.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/admin\/articles$/)
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible()
})

test('a signed-out visit to any back-office page lands on the sign-in page', async ({ page }) => {
  for (const path of adminPages) {
    await page.goto(path)
    await expect(page, path).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`))
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible()
  }
})

test.describe('signed in', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signIn(context, request, baseURL!)
  })

  test('every back-office screen passes an accessibility check', async ({ page }) => {
    for (const path of [
      '/admin',
      '/admin/package_bookings',
      '/admin/country_bookings',
      '/admin/accomodation_bookings',
      '/admin/airport',
      '/admin/messages_bookings',
      '/admin/add_blog',
      '/admin/articles',
      '/admin/password',
      '/admin/no-such-page',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })

  test('inquiries sent through the public forms appear in their lists and details with every field', async ({
    page,
  }) => {
    const tag = `E2e${Date.now().toString(36)}`
    const kinds = [
      {
        form: '/book',
        input: countryInquiryInput({ name: `Amelia ${tag}`, safari_experience: 2, visit_country: 'Rwanda' }),
        list: '/admin/country_bookings',
        columns: ['Photography'],
        view: 'View',
        heading: 'Country booking',
        fields: (i: Record<string, unknown>) => ({
          Name: i.name,
          Email: i.email,
          Phone: i.phone,
          'Residing country': i.residing_country,
          'Visiting country': 'Rwanda',
          'Safari experience': 'Photography',
          'Date of arrival': dateText(String(i.arrival_date)),
          'Date of departure': dateText(String(i.depart_date)),
          'Heard about us through': i.hear_about,
          Message: i.message,
        }),
      },
      {
        form: '/book_package',
        input: packageBookingInput({ name: `Lukas ${tag}`, package_no: 4 }),
        list: '/admin/package_bookings',
        columns: ['The Great Serengeti Migration'],
        view: 'View',
        heading: 'Package booking',
        fields: (i: Record<string, unknown>) => ({
          Name: i.name,
          Email: i.email,
          Phone: i.phone,
          'Residing country': i.residing_country,
          Package: 'The Great Serengeti Migration',
          'Date of arrival': dateText(String(i.arrival_date)),
          'Heard about us through': i.hear_about,
          Message: i.message,
        }),
      },
      {
        form: '/accomodation',
        input: accommodationInput({ name: `Priya ${tag}`, price: 320, kids: 1 }),
        list: '/admin/accomodation_bookings',
        columns: [],
        view: 'View',
        heading: 'Accommodation request',
        fields: (i: Record<string, unknown>) => ({
          Name: i.name,
          Email: i.email,
          Phone: i.phone,
          'Type of accommodation': i.mode,
          'Check in': dateText(String(i.checkin)),
          'Check out': dateText(String(i.checkout)),
          Adults: '2',
          Children: '1',
          'Maximum budget per night': 'US$ 320',
          'Location preference': i.location,
        }),
      },
      {
        form: '/airport-transfer',
        input: airportTransferInput({ name: `Carlos ${tag}`, pass: 3, pick_up: 'curbside' }),
        list: '/admin/airport',
        columns: [],
        view: 'View Transfer',
        heading: 'Airport transfer',
        fields: (i: Record<string, unknown>) => ({
          Name: i.name,
          Email: i.email,
          Phone: i.phone,
          Passengers: '3',
          'Arrival airport': i.arrival_port,
          'Arrival flight number': i.flight_arrival_number,
          'Departure airport': i.depart_port,
          'Departure flight number': i.flight_depart_number,
          Journey: i.one_way,
          'Pick-up point': 'curbside',
          Vehicle: i.vehicle,
          'Special needs': i.special_needs,
        }),
      },
      {
        form: '/contact',
        input: contactMessageInput({ name: `Grace ${tag}`, message: `Is there space in July? ${tag}` }),
        list: '/admin/messages_bookings',
        columns: [`Is there space in July? ${tag}`],
        view: 'Read',
        heading: 'Message',
        fields: (i: Record<string, unknown>) => ({ Name: i.name, Email: i.email, Message: i.message }),
      },
    ]
    for (const kind of kinds) {
      // Posted to the public page itself, as the form does without JavaScript.
      const form = Object.fromEntries(Object.entries(kind.input).map(([key, value]) => [key, String(value)]))
      const sent = await page.request.post(kind.form, { form, maxRedirects: 0 })
      expect(sent.status(), kind.form).toBe(302)

      await page.goto(kind.list)
      await page.getByLabel('Search by name or e-mail').fill(tag)
      await page.getByRole('button', { name: 'Search' }).click()
      const row = page.getByRole('row', { name: new RegExp(String(kind.input.name)) })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(String(kind.input.name))
      for (const text of kind.columns) await expect(row).toContainText(text)
      await row.getByRole('link', { name: new RegExp(`^${kind.view}`) }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${kind.heading} from ${kind.input.name}`,
      )
      for (const [label, value] of Object.entries(kind.fields(kind.input))) {
        await expect(detailValue(page, label), `${kind.form}: ${label}`).toHaveText(String(value))
      }
      await expect(page.getByText('Sent from page')).toBeVisible()
      await expect(detailValue(page, 'Sent from page')).toHaveText(kind.form)
    }
    await expectNoAxeViolations(page)
  })

  test('lists search by name or e-mail and page through 60 and more rows, newest first', async ({ page }) => {
    const token = await staffToken(page.request)
    const tag = `Page${Date.now().toString(36)}`
    for (let n = 1; n <= 62; n++) {
      const answer = await page.request.post('/api/bookings/message', {
        data: contactMessageInput({
          name: `Traveller ${n} ${tag}`,
          email: `t${n}.${tag.toLowerCase()}@example.com`,
        }),
      })
      expect(answer.status()).toBe(201)
    }
    const total = Number(
      (
        await page.request.get('/api/bookings/messages?limit=1', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).headers()['x-total-count'],
    )
    await page.goto('/admin/messages_bookings')
    await expect(page.getByRole('status').first()).toContainText(`Showing 1–20 of ${total}.`)
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 62 ${tag}`)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(`Page 2 of ${Math.ceil(total / 20)}`)).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 42 ${tag}`)
    await page.getByRole('link', { name: 'Previous page' }).click()
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 62 ${tag}`)

    // By name, any case; then by e-mail.
    await page.getByLabel('Search by name or e-mail').fill(tag.toUpperCase())
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('status').first()).toContainText(
      `Showing 1–20 of 62 matching “${tag.toUpperCase()}”.`,
    )
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page.getByText('Page 4 of 4')).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(3)
    await expect(page.getByRole('row').nth(2)).toContainText(`Traveller 1 ${tag}`)
    // A page past the end shows the last one.
    await page.goto(`/admin/messages_bookings?q=${tag}&page=9`)
    await expect(page).toHaveURL(new RegExp(`q=${tag}&page=4$`))
    await expect(page.getByText('Page 4 of 4')).toBeVisible()
    await page.getByLabel('Search by name or e-mail').fill(`t7.${tag.toLowerCase()}@`)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('row').nth(1)).toContainText(`Traveller 7 ${tag}`)
    await page.getByLabel('Search by name or e-mail').fill('nobody-has-this-name')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('Nothing matches “nobody-has-this-name”.')).toBeVisible()
  })

  test('Mark as Read changes the unread count; unread messages stand out', async ({ page }) => {
    const tag = `Read${Date.now().toString(36)}`
    await page.request.post('/api/bookings/message', {
      data: contactMessageInput({ name: `Waiting ${tag}` }),
    })
    await page.goto('/admin')
    const card = page.getByRole('main').getByRole('link', { name: /Messages/ })
    const unreadBefore = Number((await card.textContent())?.match(/(\d+) unread/)?.[1])
    expect(unreadBefore).toBeGreaterThan(0)
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toContainText(
      `Messages${unreadBefore} unread`,
    )

    await page.goto(`/admin/messages_bookings?q=${tag}`)
    const row = page.getByRole('row', { name: new RegExp(tag) })
    await expect(row.getByText('Unread', { exact: true })).toBeVisible()
    await row.getByRole('link', { name: /^Read/ }).click()
    await expect(page.getByRole('status')).toHaveText('Unread')
    await page.getByRole('button', { name: 'Mark as Read' }).click()
    await expect(page.getByRole('status')).toHaveText('Read')
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Back-office' })
    await expect(nav).toContainText(unreadBefore - 1 > 0 ? `Messages${unreadBefore - 1} unread` : 'Messages')

    await page.goto('/admin')
    await expect(page.getByRole('main').getByRole('link', { name: /Messages/ })).toContainText(
      `${unreadBefore - 1} unread`,
    )
    await page.goto(`/admin/messages_bookings?q=${tag}`)
    await expect(
      page.getByRole('row', { name: new RegExp(tag) }).getByText('Unread', { exact: true }),
    ).toHaveCount(0)
  })

  test('the dashboard counts what arrived since you last opened a list, and lists the newest of all kinds', async ({
    page,
  }) => {
    await page.goto('/admin/airport')
    await page.goto('/admin')
    const airport = page.getByRole('main').getByRole('link', { name: /Airport transfers/ })
    await expect(airport).toContainText('0 new since you last looked')
    const tag = `Dash${Date.now().toString(36)}`
    await page.request.post('/api/bookings/airport', {
      data: airportTransferInput({ name: `Arrival ${tag}` }),
    })
    await page.reload()
    await expect(airport).toContainText('1 new since you last looked')
    const newest = page.getByRole('table', { name: 'Newest inquiries' }).getByRole('row').nth(1)
    await expect(newest).toContainText(`Arrival ${tag}`)
    await expect(newest).toContainText('Airport transfer')
    await newest.getByRole('link', { name: /Open/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Airport transfer from Arrival ${tag}`)
    // The morning view: what waits for a reply comes first, and leads to the waiting leads.
    await page.goto('/admin')
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(headings.slice(0, 3)).toEqual(['Waiting for you', 'Inquiries', 'Newest inquiries'])
    const waiting = page.getByRole('region', { name: 'Waiting for you' })
    const count = Number(
      await waiting
        .locator('dt', { hasText: 'Waiting for a reply' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    )
    expect(count).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    await waiting.getByRole('link', { name: 'Answer the waiting leads, longest waiting first' }).click()
    await expect(page).toHaveURL(/\/admin\/leads\?waiting=1$/)
    await expect(page.getByLabel('Waiting for reply')).toBeChecked()
    await expect(page.getByText(new RegExp(`^${count} leads?\\.$`))).toBeVisible()
  })

  test('an article with an uploaded image is published, edited and unpublished, and the blog follows', async ({
    page,
  }) => {
    const title = `Sunrise over Lake Mburo ${Date.now().toString(36)}`
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2783a' } })
      .png()
      .toBuffer()
    await page.goto('/admin/add_blog')
    await expect(page.getByRole('heading', { name: 'New Article' })).toBeVisible()
    await expect(page.getByPlaceholder('Enter the article title here')).toBeVisible()
    await expect(page.getByPlaceholder('Enter article description here')).toBeVisible()

    // Nothing filled in: publishing is refused with the reasons beside the fields.
    await page.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'publish' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('Content is required')).toBeVisible()

    await page.getByLabel('Title of the article').fill(title)
    await page
      .getByLabel('Image to display')
      .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: png })
    await page.getByLabel('Description').fill('Zebra and eland at first light')
    const editor = page.getByRole('textbox', { name: 'Content' })
    await editor.click()
    await page.getByRole('button', { name: 'Heading 2' }).click()
    await page.keyboard.type('Morning drive')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Impala')
    await page.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type(' grazed by the water. Pack:')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Bullet list' }).click()
    await page.keyboard.type('Binoculars')
    await expect(page.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('bookings@example.com')
    // Select the address just typed and press Link: it becomes a mailto link.
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'Link' }).click()
    await expect(editor.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    )

    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('dialog', { name: 'Article Preview' })
    await expect(preview).toBeVisible()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    const image = preview.locator('img')
    await expect(image).toHaveCSS('height', '400px')
    for (const network of ['facebook', 'twitter', 'instagram'])
      await expect(preview.getByRole('link', { name: network })).toBeVisible()
    await expect(preview.getByText('Zebra and eland at first light')).toHaveCSS('font-style', 'italic')
    await expect(preview.getByRole('heading', { level: 2, name: 'Morning drive' })).toBeVisible()
    await expect(preview.locator('strong', { hasText: 'Impala' })).toBeVisible()
    await expect(preview.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    )
    await expectNoAxeViolations(page)

    // Close keeps everything; publish is disabled while the image uploads and the article is saved.
    await preview.getByRole('button', { name: 'Close' }).click()
    await expect(preview).toBeHidden()
    await expect(page.getByLabel('Title of the article')).toHaveValue(title)
    await page.route('**/api/bookings/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Preview' }).click()
    await preview.getByRole('button', { name: 'publish' }).click()
    await expect(preview.getByRole('button', { name: 'Publishing…' })).toBeDisabled()
    await expect(page).toHaveURL(/\/admin\/articles\?published=/)
    await expect(page.getByRole('status')).toContainText(`“${title}” is published.`)

    await page.goto('/blogs')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await page.goto(`/article/${encodeURIComponent(title)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('heading', { level: 2, name: 'Morning drive' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    )
    const src = await page.locator('main img').first().getAttribute('src')
    expect(src).toMatch(/\/uploads\/[\w-]+\.webp$/)
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/webp')

    // A second article may not take the same title: the reason is shown beside the title.
    await page.goto('/admin/add_blog')
    await page.getByLabel('Title of the article').fill(title)
    await page.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('A copy.')
    await page.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'publish' }).click()
    await expect(
      page.getByText('An article with this title already exists. Choose another title.'),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('The article was not published')

    // Edit: a new title and description show on the public site at once.
    await page.goto('/admin/articles')
    await page.getByRole('link', { name: `Edit “${title}”` }).click()
    await expect(page.getByRole('heading', { name: 'Edit article' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Content' })).toContainText(
      'Impala grazed by the water. Pack:',
    )
    const edited = `${title} (updated)`
    await page.getByLabel('Title of the article').fill(edited)
    await page.getByLabel('Description').fill('Zebra, eland and topi at first light')
    await page.getByRole('button', { name: 'Preview' }).click()
    await page.getByRole('button', { name: 'publish' }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is saved.`)
    await page.goto(`/article/${encodeURIComponent(edited)}`)
    await expect(page.getByText('Zebra, eland and topi at first light')).toBeVisible()
    expect((await page.request.get(`/article/${encodeURIComponent(title)}`)).status()).toBe(404)

    // Unpublish: gone from the blog; publish again: back.
    await page.goto('/admin/articles')
    await page.getByRole('button', { name: `Unpublish “${edited}”` }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is unpublished.`)
    expect((await page.request.get(`/article/${encodeURIComponent(edited)}`)).status()).toBe(404)
    await page.goto('/blogs')
    await expect(page.getByRole('heading', { name: edited })).toHaveCount(0)
    await page.goto('/admin/articles')
    await page.getByRole('button', { name: `Publish “${edited}”` }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is published again.`)
    expect((await page.request.get(`/article/${encodeURIComponent(edited)}`)).status()).toBe(200)

    // Delete asks first.
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: `Delete “${edited}”` }).click()
    await expect(page.getByRole('status')).toContainText(`“${edited}” is deleted.`)
    await expect(page.getByRole('cell', { name: edited })).toHaveCount(0)
  })

  test('the link tool refuses other schemes and links typed addresses', async ({ page }) => {
    await page.goto('/admin/add_blog')
    const editor = page.getByRole('textbox', { name: 'Content' })
    await editor.click()
    await page.keyboard.type('Read more')
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'Link' }).click()
    const address = page.getByLabel('Link address')
    await address.fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Apply link' }).click()
    await expect(
      page.getByText('Links may start with http://, https://, mailto: or tel: only.'),
    ).toBeVisible()
    await address.fill('example.com/gorillas')
    await page.getByRole('button', { name: 'Apply link' }).click()
    await expect(editor.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://example.com/gorillas',
    )
  })

  test('Sign Out ends the session: the page returns to sign-in and the old token is refused', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signIn(context, request, baseURL!)
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const answer = await page.request.get('/api/bookings/messages', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.status()).toBe(401)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
  })
})
