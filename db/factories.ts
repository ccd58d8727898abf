// Valid inquiries as a traveller would send them (the API's field names), for tests and the demo seed.
// Each call differs a little, so lists of them look like real traffic.

let sequence = 0
const next = () => ++sequence

const travellers = [
  {
    name: 'Amelia Hartley',
    email: 'amelia.hartley@example.com',
    phone: '+44 20 7946 0958',
    country: 'United Kingdom',
  },
  { name: 'Lukas Brenner', email: 'lukas.brenner@example.de', phone: '+49 30 901820 44', country: 'Germany' },
  { name: 'Priya Raman', email: 'priya.raman@example.in', phone: '+91 98450 12345', country: 'India' },
  { name: 'Carlos Méndez', email: 'carlos.mendez@example.es', phone: '+34 612 345 678', country: 'Spain' },
  { name: 'Grace Njeri', email: 'grace.njeri@example.co.ke', phone: '+254 712 345 678', country: 'Kenya' },
]

function traveller(n: number) {
  const person = travellers[n % travellers.length]!
  return {
    name: person.name,
    email: person.email.replace('@', `+${n}@`),
    phone: person.phone,
    country: person.country,
  }
}

/** A date `days` from today, as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export function countryInquiryInput(overrides: Record<string, unknown> = {}) {
  const n = next()
  const person = traveller(n)
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    residing_country: person.country,
    visit_country: ['Uganda', 'Kenya', 'Rwanda', 'Tanzania'][n % 4],
    arrival_date: daysFromNow(60 + n),
    depart_date: daysFromNow(70 + n),
    safari_experience: (n % 4) + 1,
    hear_about: 'A friend who travelled with you',
    message: 'We are two adults and would love a mix of game drives and a gorilla trek.',
    ...overrides,
  }
}

export function packageBookingInput(overrides: Record<string, unknown> = {}) {
  const n = next()
  const person = traveller(n)
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    residing_country: person.country,
    package_no: (n % 7) + 1,
    arrival_date: daysFromNow(90 + n),
    hear_about: 'Search engine',
    message: 'Could you send a quote for a family of four?',
    ...overrides,
  }
}

export function accommodationInput(overrides: Record<string, unknown> = {}) {
  const n = next()
  const person = traveller(n)
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    mode: ['Lodge', 'Tented camp', 'Hotel'][n % 3],
    checkin: daysFromNow(30 + n),
    checkout: daysFromNow(33 + n),
    adults: 2,
    kids: n % 3,
    price: 250,
    location: 'Close to the park gate, with a view if possible',
    ...overrides,
  }
}

export function airportTransferInput(overrides: Record<string, unknown> = {}) {
  const n = next()
  const person = traveller(n)
  return {
    name: person.name,
    email: person.email,
    phone: person.phone,
    arrival_port: 'Entebbe International Airport (EBB)',
    depart_port: 'Entebbe International Airport (EBB)',
    flight_arrival_number: `KQ ${400 + n}`,
    flight_depart_number: `KQ ${500 + n}`,
    pass: 2,
    one_way: 'return',
    vehicle: 'Safari Land Cruiser',
    special_needs: 'None',
    pick_up: 'inside terminal',
    ...overrides,
  }
}

export function contactMessageInput(overrides: Record<string, unknown> = {}) {
  const n = next()
  const person = traveller(n)
  return {
    name: person.name,
    email: person.email,
    message: 'Is July a good month for chimpanzee trekking in Kibale?',
    ...overrides,
  }
}
