import { expect, test, type Page } from '@playwright/test'
import {
  accommodationInput,
  airportTransferInput,
  contactMessageInput,
  countryInquiryInput,
  packageBookingInput,
} from '../../../testing/inquiries'
import { signIn } from '../../../testing/browser-staff'
import { expectNoAxeViolations } from '../../../testing/axe'

// What came in, as staff read it: an inquiry of every kind, sent through its public form, found in its
// list and shown with every field.

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

test.describe('signed in', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signIn(context, request, baseURL!)
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
})
