import { useEffect, useState } from 'react'
import { RouteMap } from '~/components/route-map'
import { LinkNotWorking } from '~/components/ui/link-not-working'
import { PRIVATE_HEADERS, PRIVATE_META } from '~/lib/private-page'
import { dateIn } from '~/lib/proposal-words'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/trip.$token'
import { loadTripPage } from './trip.$token.server'

// The traveller's trip page (/trip/<token>, docs/product.md, "Final documents"), by the link of their
// final documents, in the booking's language: the driver-guide and the meeting, the numbers to call,
// each day with its lodge's address, phone and confirmation, the route map, the vouchers and the PDF.
// Opened once, a service worker (/trip/sw.js) keeps it, its map (drawn in the page), PDF and vouchers on
// the phone, so it opens again without a network. Never indexed or cached by the server's caches; never
// a price.

export const headers = () => PRIVATE_HEADERS

export const loader = ({ params }: Route.LoaderArgs) => loadTripPage(params.token)

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? m.trip_page_title(
          { title: loaderData.folder.title, brand: loaderData.folder.brand },
          { locale: loaderData.pageLanguage },
        )
      : m.trip_page_heading({}, { locale: 'en' }),
  },
  ...(loaderData
    ? [{ tagName: 'link', rel: 'manifest', href: `${loaderData.path}/manifest.webmanifest` }]
    : []),
  ...PRIVATE_META,
]

/** Asks the trip pages' worker to keep this page and what it loads, and says once it has. */
function useKeptOffline(path: string, files: string[]) {
  const [kept, setKept] = useState(false)
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    let active = true
    const listen = (event: MessageEvent) => {
      if (active && (event.data as { kept?: number } | null)?.kept) setKept(true)
    }
    navigator.serviceWorker.addEventListener('message', listen)
    // A listener added so does not start the worker's messages by itself (an onmessage handler would).
    navigator.serviceWorker.startMessages()
    const loaded = [...document.querySelectorAll<HTMLElement>('script[src], link[href], img[src]')]
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
      .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    navigator.serviceWorker
      .register('/trip/sw.js', { scope: '/trip/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ keep: [path, ...files, ...loaded] }))
      .catch(() => undefined)
    return () => {
      active = false
      navigator.serviceWorker.removeEventListener('message', listen)
    }
  }, [path, files])
  return kept
}

export default function TripPage({ loaderData: { folder, map, path } }: Route.ComponentProps) {
  const locale = folder.language
  const words = { locale }
  const date = (value: string) => dateIn(value, locale)
  const vouchers = folder.reservations.filter((reservation) => reservation.status === 'confirmed')
  const [files] = useState(() => [
    `${path}/pdf`,
    ...vouchers.map((voucher) => `${path}/vouchers/${voucher.id}`),
  ])
  const kept = useKeptOffline(path, files)
  const { crew } = folder
  return (
    <>
      <div className="bg-forest-900 px-4 pt-28 pb-8 text-white">
        <div className="mx-auto max-w-3xl">
          <h1 className="font-serif text-3xl sm:text-4xl">{m.trip_page_heading({}, words)}</h1>
          <p className="mt-3">
            {m.trip_page_intro(
              { title: folder.title, start: date(folder.startDate), end: date(folder.endDate) },
              words,
            )}
          </p>
          <p role="status" className="mt-2 text-sm text-savanna-100">
            {kept ? m.trip_page_offline({}, words) : ''}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <section aria-labelledby="guide-heading" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="guide-heading" className="font-serif text-2xl">
            {m.trip_page_guide_heading({}, words)}
          </h2>
          <p className="mt-2">
            {crew.guide ? (
              <>
                {crew.guide.name},{' '}
                <a
                  href={`tel:${crew.guide.phone.replace(/[^\d+]/g, '')}`}
                  className="text-savanna-800 underline"
                >
                  {crew.guide.phone}
                </a>
              </>
            ) : (
              m.trip_page_guide_none({}, words)
            )}
          </p>
          {crew.meetingPoint ? (
            <p className="mt-1">
              {crew.meetingTime
                ? m.trip_page_meeting({ place: crew.meetingPoint, time: crew.meetingTime }, words)
                : m.trip_page_meeting_place({ place: crew.meetingPoint }, words)}
            </p>
          ) : null}
          {crew.vehicle ? (
            <p className="mt-1">{m.trip_page_vehicle({ vehicle: crew.vehicle }, words)}</p>
          ) : null}
        </section>
        <section aria-labelledby="calls-heading" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="calls-heading" className="font-serif text-2xl">
            {m.trip_page_emergency_heading({}, words)}
          </h2>
          <p className="mt-2">
            <a
              href={`tel:${folder.emergencyPhone.replace(/[^\d+]/g, '')}`}
              className="text-savanna-800 underline"
            >
              {m.trip_page_emergency({ brand: folder.brand, phone: folder.emergencyPhone }, words)}
            </a>
          </p>
          <p className="mt-1">{m.trip_page_email({ email: folder.email }, words)}</p>
        </section>
        <section aria-labelledby="days-heading" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="days-heading" className="font-serif text-2xl">
            {m.trip_page_days_heading({}, words)}
          </h2>
          {map ? (
            <div className="mt-4 max-w-xl">
              <RouteMap map={map} title={m.proposal_route({ title: folder.title }, words)} />
            </div>
          ) : null}
          <ol className="mt-4 space-y-4">
            {folder.days.map((day) => (
              <li key={day.number}>
                <h3 className="font-semibold">
                  {m.trip_page_day({ n: String(day.number), date: date(day.date), title: day.title }, words)}
                </h3>
                {day.text ? <p className="mt-1 whitespace-pre-line">{day.text}</p> : null}
                {day.lodge ? (
                  <div className="mt-1 text-forest-800">
                    <p>{m.trip_page_lodge({ lodge: day.lodge.name }, words)}</p>
                    {day.lodge.address ? (
                      <p>{m.trip_page_lodge_address({ address: day.lodge.address }, words)}</p>
                    ) : null}
                    {day.lodge.phone ? (
                      <p>
                        <a href={`tel:${day.lodge.phone.replace(/[^\d+]/g, '')}`} className="underline">
                          {m.trip_page_lodge_phone({ phone: day.lodge.phone }, words)}
                        </a>
                      </p>
                    ) : null}
                    {day.lodge.reference ? (
                      <p>{m.trip_page_confirmation({ reference: day.lodge.reference }, words)}</p>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
        {vouchers.length ? (
          <section aria-labelledby="vouchers-heading" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="vouchers-heading" className="font-serif text-2xl">
              {m.trip_page_vouchers_heading({}, words)}
            </h2>
            <p className="mt-2">{m.trip_page_vouchers_intro({}, words)}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {vouchers.map((voucher) => (
                <li key={voucher.id}>
                  <a href={`${path}/vouchers/${voucher.id}`} className="text-savanna-800 underline">
                    {m.trip_page_voucher({ service: voucher.service, date: date(voucher.startsOn) }, words)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <a href={`${path}/pdf`} className="font-semibold text-savanna-800 underline">
            {m.trip_page_pdf({}, words)}
          </a>
        </p>
      </div>
    </>
  )
}

// An unknown link has no trip behind it, so no language but English.
export function ErrorBoundary() {
  return (
    <LinkNotWorking title="This trip link does not work">
      Check that the whole address from our e-mail was copied, or write to us and we will send it again.
    </LinkNotWorking>
  )
}
