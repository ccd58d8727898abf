import { data } from 'react-router'
import { PRIVATE_HEADERS } from '~/lib/private-page'
import type { ProposalView } from '~/lib/proposal'
import { proposalRouteMap } from '~/lib/route-map/draw.server'
import { acceptedView } from '~/models/bookings.server'
import { openTripPage, TRIP_TOKEN } from '~/services/final-documents.server'
import {
  generateTripPdf,
  generateVoucherPdf,
  tripPdfName,
  voucherPdfName,
} from '~/services/pdf/generate-trip-pdfs.server'

// The traveller's trip page and its files (routes/public/trip.$token*.ts), beside them: the trip's
// folder as it was sent with the final documents, by the link in that mail.

const notFound = () => data(null, { status: 404, headers: PRIVATE_HEADERS })

export async function tripOf(token: string | undefined) {
  if (!token || !TRIP_TOKEN.test(token)) throw notFound()
  const folder = await openTripPage(token)
  if (!folder) throw notFound()
  return folder
}

/** The trip page: the folder as sent, and the trip's route map drawn from the accepted version. */
export async function loadTripPage(token: string | undefined) {
  const folder = await tripOf(token)
  const accepted = await acceptedView(folder.proposalId)
  return data(
    {
      folder,
      map: accepted ? proposalRouteMap(JSON.parse(accepted.view) as ProposalView) : null,
      path: `/trip/${token}`,
      // The page, its frame included, speaks the booking's language (components/use-locale.ts).
      pageLanguage: folder.language,
    },
    { headers: PRIVATE_HEADERS },
  )
}

const file = (bytes: Uint8Array, name: string) =>
  new Response(Buffer.from(bytes), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
    },
  })

export async function tripPdfAnswer(token: string | undefined) {
  const folder = await tripOf(token)
  return file(await generateTripPdf(folder), tripPdfName(folder))
}

export async function tripVoucherAnswer(token: string | undefined, reservation: string | undefined) {
  const folder = await tripOf(token)
  const found = folder.reservations.find(
    (row) => String(row.id) === reservation && row.status === 'confirmed',
  )
  if (!found) throw notFound()
  return file(await generateVoucherPdf(folder, found), voucherPdfName(folder, found))
}

/** The web app manifest that lets a phone keep the trip page: it opens at the page, within /trip/. */
export async function tripManifestAnswer(token: string | undefined) {
  const folder = await tripOf(token)
  return new Response(
    JSON.stringify({
      name: `${folder.title} · ${folder.brand}`,
      short_name: folder.brand,
      start_url: `/trip/${token}`,
      scope: '/trip/',
      display: 'standalone',
      background_color: '#faf6ee',
      theme_color: '#14261a',
      lang: folder.language,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    }),
    { headers: { ...PRIVATE_HEADERS, 'Content-Type': 'application/manifest+json' } },
  )
}
