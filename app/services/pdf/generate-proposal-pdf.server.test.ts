import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'
import { DEFAULT_BOOKING_TERMS } from '~/lib/booking-terms'
import { buildProposalView } from '~/lib/proposal'
import { blankProposal } from '~/lib/new-proposal'
import { generateProposalPdf } from './generate-proposal-pdf.server'

// The proposal's PDF says what its page says: read back as text, as a traveller's PDF reader would.

const document = {
  ...blankProposal({
    startDate: '2027-07-10',
    expiresOn: '2027-06-01',
    adults: 2,
    children: 1,
    depositPercent: 30,
  }),
  title: 'Gorillas and the Mara',
  currency: 'GBP' as const,
  note: 'Dear Zoë, here is the trip we talked about. The lodge upgrade is €120 a night.',
  days: [
    {
      days: 1,
      title: 'Arrival in Nairobi',
      text: 'Met at the airport.',
      overnight: 'Nairobi',
      lodge: 'Karen hotel',
      meals: 'D',
    },
    ...Array.from({ length: 14 }, (_, index) => ({
      days: 1,
      title: `In the Mara, day ${index + 1}`,
      text: 'Game drives at dawn and dusk, with long quiet middays at camp. '.repeat(4),
      overnight: 'Maasai Mara',
      lodge: 'River camp',
      meals: 'BLD',
    })),
  ],
  lines: [
    {
      description: 'Safari, per adult sharing',
      quantity: 2,
      unit: 425_050,
      category: 'safari' as const,
      per: 'adult' as const,
    },
    {
      description: 'Child on the safari',
      quantity: 1,
      unit: 150_000,
      category: 'safari' as const,
      per: 'child' as const,
    },
    {
      description: 'Mara Serena Safari Lodge, 1 night',
      quantity: 1,
      unit: 0,
      category: 'stays' as const,
      complimentary: true,
    },
    { description: 'Returning guest', quantity: 1, unit: -10_000 },
  ],
  included: ['Lodges as listed'],
  excluded: ['International flights'],
}

const context = {
  brand: 'Tembo Safaris',
  reference: 'TS-2611-0042',
  version: 2,
  travellerName: 'Zoë Łukasiewicz',
  terms: {
    ...DEFAULT_BOOKING_TERMS,
    bankDetails: 'Tembo Safaris Ltd\nExample Bank, Kampala\nAccount 0000 0000',
  },
  contact: { email: 'safaris@example.com', phone: '+256700000000' },
  sentOn: '2026-11-26',
  online: ['card', 'mobile-money'] as ('card' | 'mobile-money')[],
}
const view = buildProposalView(document, context)

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text, totalPages } = await extractText(pdf, { mergePages: true })
  return { text: text.replace(/\s+/g, ' '), pages: totalPages }
}

describe('the proposal PDF', () => {
  test('has the days, the lines, the totals and the dates, over as many pages as it needs', async () => {
    const { text, pages } = await textOf(await generateProposalPdf(view))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('Gorillas and the Mara')
    expect(text).toContain('TS-2611-0042 · Version 2')
    expect(text).toContain('Sat, 10 Jul 2027 to Sat, 24 Jul 2027')
    expect(text).toContain('Day 1 · Sat, 10 Jul 2027: Arrival in Nairobi')
    expect(text).toContain('Day 15 · Sat, 24 Jul 2027: In the Mara, day 14')
    // The total and each traveller's share, then the lines under plain headings.
    expect(text).toContain('Total for your party £9,901')
    expect(text).toContain('£4,217.17 per adult £1,466.66 per child')
    expect(text).toContain('Your safari Safari, per adult sharing (2 × £4,250.50) £8,501')
    expect(text).toContain('Accommodation Mara Serena Safari Lodge, 1 night Complimentary')
    expect(text).toContain('Other Returning guest -£100')
    expect(text).toContain('Deposit (30%): £2,970.30, due on acceptance')
    expect(text).toContain('Balance: £6,930.70, due by Thu, 10 Jun 2027')
    expect(text).toContain('Offer open until Tue, 1 Jun 2027')
    expect(text).toContain(
      'If you cancel more than 30 days before your trip starts, we return your deposit in full.',
    )
    // Lines typed on their own stay on their own.
    expect(text).toContain('Tembo Safaris Ltd Example Bank, Kampala Account 0000 0000')
    expect(text).toContain(`Page ${pages} of ${pages}`)
    // A name in Latin-1 keeps its letters; one the type lacks is set as near as it can be.
    expect(text).toContain('Dear Zoë')
    expect(text).toContain('The lodge upgrade is €120 a night.')
    expect(text).toContain('For Zoë ?ukasiewicz')
  })

  test('shows the total alone where staff chose so, and never a price unknown at nothing', async () => {
    const alone = buildProposalView({ ...document, priceDisplay: 'total' }, context)
    const { text } = await textOf(await generateProposalPdf(alone))
    expect(text).toContain('Total for your party £9,901')
    expect(text).toContain('per adult')
    expect(text).not.toContain('Returning guest')
    expect(text).not.toContain('£0')
  })

  test('the same version always makes the same file', async () => {
    const [first, second] = await Promise.all([generateProposalPdf(view), generateProposalPdf(view)])
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
  })
})

describe('every letter German and French need', () => {
  test('a note in French keeps its œ, its « » and the narrow space before its colon', async () => {
    const french = buildProposalView(
      {
        ...document,
        note: 'Chère Zoë, voici le voyage dont nous avons parlé\u202F: « un cœur de safari », sœurs et Œuvres comprises. Größe, Straße, Ähre, île, garçon, naïf, pêche.',
      },
      context,
    )
    const { text } = await textOf(await generateProposalPdf(french))
    expect(text).toContain('« un cœur de safari »')
    expect(text).toContain('sœurs et Œuvres')
    // The type has no narrow no-break space: a no-break space stands in, never a "?" or a line break.
    expect(text).toContain('parlé :')
    expect(text).not.toContain('?:')
    expect(text).toContain('Größe, Straße, Ähre, île, garçon, naïf, pêche.')
  })
})
