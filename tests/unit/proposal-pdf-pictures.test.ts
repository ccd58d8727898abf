import { extractText, getDocumentProxy } from 'unpdf'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { DEFAULT_BOOKING_TERMS } from '~/lib/booking-terms'
import { blankProposal } from '~/lib/new-proposal'
import { buildProposalView } from '~/lib/proposal'
import { proposalRouteMap } from '~/lib/route-map/draw.server'
import { drawProposalPdf } from '~/services/pdf/draw-proposal-pdf.server'
import { paintedPictures, regionLook, renderedPages } from '../../testing/pdf-pictures'

// The proposal PDF's pictures as a reader shows them (docs/product.md, "Proposals", "The PDF"): each
// picture painted where it belongs, counted by a PDF reader's own operators, and the pages rendered to
// images by Poppler to look at the cover and the days.

const view = buildProposalView(
  {
    ...blankProposal({
      startDate: '2027-07-10',
      expiresOn: '2027-06-01',
      adults: 2,
      children: 0,
      depositPercent: 30,
    }),
    title: 'Gorillas and the Mara',
    countries: ['kenya', 'uganda'],
    note: 'Dear Anna, here is the trip we talked about.',
    days: [
      {
        days: 1,
        title: 'Arrival in Nairobi',
        text: 'Met at the airport.',
        overnight: 'Nairobi',
        lodge: 'Karen hotel',
        meals: 'D',
      },
      ...Array.from({ length: 12 }, (_, index) => ({
        days: 1,
        title: `In the Mara, day ${index + 1}`,
        text: 'Game drives at dawn and dusk, with long quiet middays at camp.',
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
        category: 'safari',
        per: 'adult',
      },
    ],
  },
  {
    brand: 'Tembo Safaris',
    reference: 'TS-2611-0042',
    version: 1,
    travellerName: 'Anna Keller',
    terms: { ...DEFAULT_BOOKING_TERMS, bankDetails: 'Tembo Safaris Ltd' },
    contact: { email: 'safaris@example.com', phone: '+256700000000' },
    sentOn: '2026-11-26',
    online: [],
  },
)

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
}

describe('the pictures of the proposal PDF', () => {
  // Pictures as the PDF thread gets them: JPEG files made beforehand, each once.
  const jpeg = (width: number, height: number, red: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: { r: red, g: 120, b: 60 },
        noise: { type: 'gaussian', mean: 110, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
      .then((bytes) => new Uint8Array(bytes))

  test('a cover across the top of the first page, the map, a picture beside every day, the lodges photographs', async () => {
    const files = {
      cover: await jpeg(1191, 600, 200),
      mara: await jpeg(240, 180, 90),
      nairobi: await jpeg(240, 180, 30),
      camp1: await jpeg(316, 237, 10),
      camp2: await jpeg(316, 237, 250),
    }
    const withStay = { ...view, stays: [{ name: 'River camp', area: 'Maasai Mara', description: 'Tents.' }] }
    const bytes = await drawProposalPdf(withStay, {
      files,
      cover: 'cover',
      mark: null,
      days: view.days.map((_, index) => (index ? 'mara' : 'nairobi')),
      stays: [['camp1', 'camp2']],
      map: proposalRouteMap(view),
    })
    const painted = await paintedPictures(bytes)
    expect(painted.filter((picture) => picture.width === 1191)).toEqual([
      { page: 1, width: 1191, height: 600 },
    ])
    // Thirteen days, each with its picture, though the file holds the Mara's once.
    expect(painted.filter((picture) => picture.width === 240)).toHaveLength(view.days.length)
    expect(painted.filter((picture) => picture.width === 316)).toHaveLength(2)
    const text = await textOf(bytes)
    expect(text).toMatch(/Your route (UGANDA KENYA )?1 ?Nairobi ?2 ?Maasai Mara/)
    expect(text).toMatch(/Where you stay River camp Maasai Mara Tents\./)
    // As a reader shows it: the cover's picture fills the top of the first page, the title is below it.
    const [first, second] = await renderedPages(bytes, 2)
    const top = await regionLook(first!, { left: 0, top: 0, width: 1, height: 0.3 })
    expect(top.variation).toBeGreaterThan(20)
    expect(top.brightness).toBeLessThan(220)
    // The days' page: pictures down its left, beside the words.
    const left = await regionLook(second!, { left: 0.09, top: 0.15, width: 0.18, height: 0.1 })
    expect(left.variation).toBeGreaterThan(20)
  })

  test('a picture that could not be had leaves its place empty, never the file', async () => {
    const bytes = await drawProposalPdf(view, {
      files: {},
      cover: null,
      mark: null,
      days: view.days.map(() => null),
      stays: [],
      map: null,
    })
    expect(await paintedPictures(bytes)).toEqual([])
    expect(await textOf(bytes)).toContain('Day 1 · Sat, 10 Jul 2027: Arrival in Nairobi')
  })
})
