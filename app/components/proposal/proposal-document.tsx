import { SceneImage } from '~/components/ui/scene-image'
import type { ReactNode } from 'react'
import { RouteMap } from '~/components/route-map'
import { mealsLabel } from '~/lib/catalogue'
import { localePath } from '~/lib/locales'
import type { ProposalView } from '~/lib/proposal'
import { dateIn, moneyIn, nightsText, onlineWaysText, partyText, viewLanguage } from '~/lib/proposal-words'
import { withLabel } from '~/lib/local-formats'
import type { RouteMap as RouteMapData } from '~/lib/route-map/drawing'
import { m } from '~/paraglide/messages'
import { place, WordsWithLinks } from '~/components/ui/words-with-links'
import { PriceSummary } from './proposal-price'

// A proposal's version as the traveller reads it (docs/product.md, "Proposals"): drawn from the view the
// version froze, the same one its mails and PDF are written from. Staff see the same drawing of every
// version. It prints cleanly: no navigation, colours kept light, each day kept whole on a page. Its
// words are in the language the version was written in (lib/proposal-words.ts).

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
  const locale = viewLanguage(view)
  const words = { locale }
  const money = (minor: number) => moneyIn(minor, view.currency, locale)
  const date = (value: string) => dateIn(value, locale)
  const online = onlineWaysText(view.payment.online, locale)
  return (
    <article className="text-forest-900" lang={locale}>
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
          {m.proposal_kicker(
            { brand: view.brand, reference: view.reference, version: String(view.version) },
            words,
          )}
        </p>
        <h1 className="mt-2 font-serif text-4xl">{view.title}</h1>
        <p className="mt-3 text-lg">
          {m.proposal_for(
            {
              name: view.travellerName,
              start: date(view.startDate),
              end: date(view.endDate),
              party: partyText(view.adults, view.children, locale),
            },
            words,
          )}
        </p>
        {view.note ? (
          <div className="mt-6 rounded-xl border-l-4 border-savanna-500 bg-white p-5 whitespace-pre-line shadow-sm">
            {view.note}
          </div>
        ) : null}
      </header>

      <Section title={m.proposal_days_title({}, words)} id="proposal-days">
        {map ? (
          <div className="mb-6 max-w-xl print:max-w-md">
            <RouteMap map={map} title={m.proposal_route({ title: view.title }, words)} />
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
                  {withLabel(`${day.label} · ${date(day.date)}`, day.title, locale)}
                </h3>
                {day.text ? <p className="mt-2 whitespace-pre-line">{day.text}</p> : null}
                <p className="mt-2 text-sm text-forest-700">
                  {[
                    day.overnight
                      ? m.proposal_overnight(
                          { place: `${day.overnight}${day.lodge ? `, ${day.lodge}` : ''}` },
                          words,
                        )
                      : '',
                    day.meals ? m.proposal_meals({ meals: mealsLabel(day.meals, locale) }, words) : '',
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
        <Section title={m.proposal_stays_title({}, words)} id="proposal-stays">
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
                  {[stay.area, stay.nights ? nightsText(stay.nights, locale) : '']
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
        <Section title={m.proposal_included_title({}, words)} id="proposal-included">
          <div className="grid gap-6 md:grid-cols-2">
            <Items title={m.proposal_included({}, words)} items={view.included} />
            <Items title={m.proposal_not_included({}, words)} items={view.excluded} />
          </div>
        </Section>
      ) : null}

      <Section title={m.proposal_price_title({}, words)} id="proposal-price">
        <PriceSummary view={view} locale={locale} />
        <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          <dt className="font-semibold">
            {m.proposal_deposit({ percent: String(view.depositPercent) }, words)}
          </dt>
          <dd>{m.proposal_deposit_due({ amount: money(view.deposit) }, words)}</dd>
          <dt className="font-semibold">{m.proposal_balance({}, words)}</dt>
          <dd>
            {view.balanceAtOnce
              ? m.proposal_balance_with_deposit({ amount: money(view.balance) }, words)
              : m.proposal_balance_by({ amount: money(view.balance), date: date(view.balanceDueOn) }, words)}
          </dd>
          <dt className="font-semibold">{m.proposal_offer_until({}, words)}</dt>
          <dd>{date(view.expiresOn)}</dd>
        </dl>
      </Section>

      <Section title={m.proposal_cancel_title({}, words)} id="proposal-terms">
        <ul className="list-disc space-y-1 pl-5">
          {view.cancellation.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ul>
        <p className="mt-3">
          <WordsWithLinks
            words={m.proposal_insurance({ link: place('link') }, words)}
            links={{
              link: (
                <a href={localePath(locale, '/terms')} className="text-savanna-800 underline">
                  {m.proposal_terms_link({}, words)}
                </a>
              ),
            }}
          />
        </p>
      </Section>

      <Section title={m.proposal_pay_title({}, words)} id="proposal-payment">
        {view.payment.bankDetails ? (
          <>
            <h3 className="font-semibold">{m.proposal_by_bank({}, words)}</h3>
            <p className="mt-1 whitespace-pre-line">{view.payment.bankDetails}</p>
          </>
        ) : null}
        {online ? (
          <p className="mt-3">
            {acceptedHere
              ? m.proposal_online_accepted({ ways: online }, words)
              : m.proposal_online_open({ ways: online }, words)}
          </p>
        ) : null}
        {view.payment.paypalUrl ? (
          <p className="mt-3">
            <WordsWithLinks
              words={m.proposal_by_paypal({ link: place('link') }, words)}
              links={{
                link: (
                  <a href={view.payment.paypalUrl} className="text-savanna-800 underline">
                    {m.proposal_paypal_link({}, words)}
                  </a>
                ),
              }}
            />
          </p>
        ) : null}
        {!view.payment.bankDetails && !online && !view.payment.paypalUrl ? (
          <p>{m.proposal_bank_later({}, words)}</p>
        ) : null}
        <p className="mt-3">
          {m.proposal_quote(
            { reference: view.reference, email: view.contact.email, phone: view.contact.phone },
            words,
          )}
        </p>
      </Section>
    </article>
  )
}
