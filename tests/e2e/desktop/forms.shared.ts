import { type APIRequestContext, type Page } from '@playwright/test'

// What the forms-*.spec.ts files share: each public inquiry form with what it requires and a valid
// inquiry for it, filling a form as a traveller does, and reading back what the API stored.

export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export type Value = string | { select: string } | { check: true }

interface FormCase {
  path: string
  submit: string
  required: Record<string, string>
  valid: Record<string, Value>
  list: string
  stored: Record<string, unknown>
}

export const traveller = {
  'Full Name': 'Amelia Hartley',
  Email: 'amelia@example.com',
  'Phone Number': '+44 20 7946 0958',
}

export const forms: FormCase[] = [
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
    submit: 'Send Message',
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

export async function fill(page: Page, values: Record<string, Value>, suffix = '') {
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

export async function latest(request: APIRequestContext, list: string) {
  const answer = await request.get(`/api/bookings/${list}?limit=1`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  })
  return ((await answer.json()) as Record<string, unknown>[])[0]
}

export const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
