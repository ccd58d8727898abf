import { SceneImage } from '~/components/ui/scene-image'
import type { ReactNode } from 'react'
import { RouteMap } from '~/components/route-map'
import { formatDate } from '~/lib/back-office'
import { countText } from '~/lib/count-text'
import { mealsLabel } from '~/lib/catalogue'
import { formatMoney } from '~/lib/money'
import { priceShown, type ProposalView } from '~/lib/proposal'
import { lineAmountText, lineCountText, sharesText } from '~/lib/traveller-price'
import type { RouteMap as RouteMapData } from '~/lib/route-map/drawing'
import { onlineWays } from '~/lib/traveller-letter'

// A proposal's version as the traveller reads it (docs/product.md, "Proposals"): drawn from the view the
// version froze, the same one its mails and PDF are written from. Staff see the same drawing of every
// version. It prints cleanly: no navigation, colours kept light, each day kept whole on a page.

const party = (adults: number, children: number) =>
  [
    `${adults} ${adults === 1 ? 'adult' : 'adults'}`,
    children ? `${children} ${children === 1 ? 'child' : 'children'}` : '',
  ]
    .filter(Boolean)
    .join(' and ')

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-10 break-inside-avoid-page">
      <h2 id={id} className="font-serif text-2xl text-forest-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Items({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The total and each traveller's share, then the lines under their headings (or nothing more, as staff
 * chose): one small table per heading, its only headers the column's, so a screen reader reads each
 * amount with its words (decision 053).
 */
function PriceSummary({ view }: { view: ProposalView }) {
  const price = priceShown(view)
  const money = (minor: number) => formatMoney({ minor, currency: view.currency })
  return (
    <>
      <dl className="rounded-xl bg-white p-5 shadow-sm">
        <dt className="text-sm font-semibold text-forest-700">Total for your party</dt>
        <dd className="font-serif text-3xl">{money(price.total)}</dd>
        {price.shares.length ? (
          <>
            <dt className="mt-3 text-sm font-semibold text-forest-700">Each traveller</dt>
            {sharesText(price.shares, view.currency).map((text) => (
              <dd key={text} className="text-lg">
                {text}
              </dd>
            ))}
          </>
        ) : null}
      </dl>
      {price.groups.map((group) => (
        <div key={group.category} className="mt-5 overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left">
            <caption className="p-3 pb-0 text-left font-semibold">
              {group.heading ?? 'What the price is made of'}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">What</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line, row) => (
                <tr key={row} className="border-t border-forest-700/10 first:border-t-0">
                  <td className="p-3">
                    {line.description}
                    {lineCountText(line, view.currency) ? (
                      <span className="block text-sm text-forest-700">
                        {lineCountText(line, view.currency)}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-3 text-right whitespace-nowrap">{lineAmountText(line, view.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  )
}

export function ProposalDocument({
  view,
  map,
  acceptedHere = false,
}: {
  view: ProposalView
  map: RouteMapData | null
  /** Shown on the traveller's page of an accepted booking, whose Pay buttons are above it */
  acceptedHere?: boolean
}) {
  const money = (minor: number) => formatMoney({ minor, currency: view.currency })
  const online = onlineWays(view.payment.online)
  return (
    <article className="text-forest-900">
      <header>
        {view.cover ? (
          <SceneImage
            image={view.cover}
            variant="wide"
            sizes="(min-width: 64rem) 60rem, 100vw"
            priority
            className="mb-6 aspect-[16/9] w-full rounded-xl object-cover print:max-h-72"
          />
        ) : null}
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-savanna-800 uppercase">
          <img src="/favicon.svg" alt="" width={24} height={24} className="h-6 w-6" />
          {view.brand} · Proposal {view.reference} · Version {view.version}
        </p>
        <h1 className="mt-2 font-serif text-4xl">{view.title}</h1>
        <p className="mt-3 text-lg">
          For {view.travellerName}: {formatDate(view.startDate)} to {formatDate(view.endDate)},{' '}
          {party(view.adults, view.children)}.
        </p>
        {view.note ? (
          <div className="mt-6 rounded-xl border-l-4 border-savanna-500 bg-white p-5 whitespace-pre-line shadow-sm">
            {view.note}
          </div>
        ) : null}
      </header>

      <Section title="Your trip, day by day" id="proposal-days">
        {map ? (
          <div className="mb-6 max-w-xl print:max-w-md">
            <RouteMap map={map} title={`The route of ${view.title}`} />
          </div>
        ) : null}
        <ol className="space-y-5">
          {view.days.map((day) => (
            <li
              key={day.label}
              className="break-inside-avoid overflow-hidden rounded-xl bg-white shadow-sm sm:flex"
            >
              {day.picture ? (
                <SceneImage
                  image={day.picture}
                  sizes="(min-width: 640px) 14rem, 100vw"
                  className="aspect-[4/3] w-full object-cover sm:w-56 sm:shrink-0"
                />
              ) : null}
              <div className="p-5">
                <h3 className="font-semibold">
                  {day.label} · {formatDate(day.date)}: {day.title}
                </h3>
                {day.text ? <p className="mt-2 whitespace-pre-line">{day.text}</p> : null}
                <p className="mt-2 text-sm text-forest-700">
                  {[
                    day.overnight ? `Overnight: ${day.overnight}${day.lodge ? `, ${day.lodge}` : ''}` : '',
                    day.meals ? `Meals: ${mealsLabel(day.meals)}` : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      {view.stays?.length ? (
        <Section title="Where you stay" id="proposal-stays">
          <ul className="grid gap-4 md:grid-cols-2">
            {view.stays.map((stay) => (
              <li key={stay.name} className="break-inside-avoid rounded-xl bg-white p-5 shadow-sm">
                {stay.pictures?.length ? (
                  <div className="mb-3 grid grid-cols-3 gap-2">
                    {stay.pictures.map((picture) => (
                      <SceneImage
                        key={'scene' in picture ? picture.scene : picture.src}
                        image={picture}
                        sizes="(min-width: 768px) 12rem, 30vw"
                        className="aspect-[4/3] w-full rounded-lg object-cover"
                      />
                    ))}
                  </div>
                ) : null}
                <h3 className="font-semibold">{stay.name}</h3>
                <p className="text-sm text-forest-700">
                  {[stay.area, stay.nights ? countText(stay.nights, 'night') : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {stay.description ? <p className="mt-2 whitespace-pre-line">{stay.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.included.length || view.excluded.length ? (
        <Section title="What the price includes" id="proposal-included">
          <div className="grid gap-6 md:grid-cols-2">
            <Items title="Included" items={view.included} />
            <Items title="Not included" items={view.excluded} />
          </div>
        </Section>
      ) : null}

      <Section title="The price" id="proposal-price">
        <PriceSummary view={view} />
        <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          <dt className="font-semibold">Deposit ({view.depositPercent}%)</dt>
          <dd>{money(view.deposit)}, due on acceptance; it confirms your booking</dd>
          <dt className="font-semibold">Balance</dt>
          <dd>
            {money(view.balance)},{' '}
            {view.balanceAtOnce ? 'due with the deposit' : `due by ${formatDate(view.balanceDueOn)}`}
          </dd>
          <dt className="font-semibold">Offer open until</dt>
          <dd>{formatDate(view.expiresOn)}</dd>
        </dl>
      </Section>

      <Section title="If you need to cancel" id="proposal-terms">
        <ul className="list-disc space-y-1 pl-5">
          {view.cancellation.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ul>
        <p className="mt-3">
          Travel insurance is required for every traveller. Our full booking terms are on{' '}
          <a href="/terms" className="text-savanna-800 underline">
            our terms page
          </a>
          .
        </p>
      </Section>

      <Section title="How to pay" id="proposal-payment">
        {view.payment.bankDetails ? (
          <>
            <h3 className="font-semibold">By bank transfer</h3>
            <p className="mt-1 whitespace-pre-line">{view.payment.bankDetails}</p>
          </>
        ) : null}
        {online ? (
          <p className="mt-3">
            {online}:{' '}
            {acceptedHere ? 'with the buttons under Your booking, above' : 'on this page, once you accept'}.
          </p>
        ) : null}
        {view.payment.paypalUrl ? (
          <p className="mt-3">
            By PayPal:{' '}
            <a href={view.payment.paypalUrl} className="text-savanna-800 underline">
              pay with PayPal
            </a>
          </p>
        ) : null}
        {!view.payment.bankDetails && !online && !view.payment.paypalUrl ? (
          <p>We will send you our bank details when you accept.</p>
        ) : null}
        <p className="mt-3">
          Please quote {view.reference} with every payment. Questions: {view.contact.email} or{' '}
          {view.contact.phone} (calls and WhatsApp).
        </p>
      </Section>
    </article>
  )
}
