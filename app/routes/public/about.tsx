import { PageHero } from '~/components/page-hero'
import { ButtonLink } from '~/components/ui/button-link'
import { about } from '~/content/pages'
import { about as aboutDe } from '~/content/de/about'
import { about as aboutFr } from '~/content/fr/about'
import { sceneUrl } from '~/content/scene-variants'
import { linkIn, localeOfPath, type Locale } from '~/lib/locales'
import { seo } from '~/lib/seo'
import { getTrustIn } from '~/models/trust.server'
import { TrustBlock } from '~/components/trust/trust-block'
import { m } from '~/paraglide/messages'
import type { Route } from './+types/about'

// About us, in English at /about and in German and French at /de/about and /fr/about: each language's
// own copy (content/<language>/about.ts), only that one sent to the page.

const COPY = { en: about, de: aboutDe, fr: aboutFr } satisfies Record<Locale, typeof about>

export const loader = async ({ request }: Route.LoaderArgs) => {
  const locale = localeOfPath(new URL(request.url).pathname)
  // In German or French where the trust block's words are whole in it; else none.
  return { locale, about: COPY[locale], trust: await getTrustIn(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, {
    title: m.about_meta_title({}, { locale: loaderData?.locale }),
    description: loaderData?.about.seoDescription ?? '',
    path: '/about',
    locale: loaderData?.locale,
    image: loaderData ? sceneUrl(loaderData.about.hero.scene, 'wide', 1600, 'webp') : undefined,
  })

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, trust, locale } = loaderData
  return (
    <>
      <PageHero image={about.hero} title={about.title} />
      <div className="mx-auto max-w-3xl px-4 py-14">
        {about.intro.map((paragraph) => (
          <p key={paragraph} className="mb-5 text-lg leading-relaxed text-forest-800">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 md:grid-cols-2">
        <section className="rounded-xl bg-forest-800 p-8 text-white">
          <h2 className="font-serif text-3xl">{m.about_vision({}, { locale })}</h2>
          <p className="mt-3 text-lg text-white/90">{about.vision}</p>
        </section>
        <section className="rounded-xl bg-forest-800 p-8 text-white">
          <h2 className="font-serif text-3xl">{m.about_mission({}, { locale })}</h2>
          <p className="mt-3 text-lg text-white/90">{about.mission}</p>
        </section>
      </div>
      <section className="mx-auto max-w-6xl px-4 pb-16" aria-labelledby="why-heading">
        <h2 id="why-heading" className="font-serif text-3xl sm:text-4xl">
          {m.about_why({}, { locale })}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {about.whyChooseUs.map((reason) => (
            <li key={reason.title} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{reason.title}</h3>
              <p className="mt-2 text-forest-800">{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <ButtonLink to={linkIn(locale, '/packages')}>{m.about_see_safaris({}, { locale })}</ButtonLink>
        </div>
      </section>
      {trust ? <TrustBlock trust={trust} /> : null}
    </>
  )
}
