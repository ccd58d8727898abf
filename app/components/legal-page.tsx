import type { Section } from '~/content/types'
import { m } from '~/paraglide/messages'
import { PageHero } from './page-hero'
import { useLocale } from './use-locale'

/** Privacy and Terms: a hero, an introduction, and numbered sections with a table of contents. */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
}: {
  title: string
  intro: string
  updated: string
  sections: Section[]
}) {
  const locale = useLocale()
  // "Änderungen dieser Erklärung" → "anderungen-dieser-erklarung": accents dropped, as an address writes it.
  const anchor = (section: Section) =>
    section.title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
  return (
    <>
      <PageHero image={{ scene: 'tented-camp', alt: m.legal_hero_alt({}, { locale }) }} title={title}>
        <p>{m.legal_updated({ date: updated }, { locale })}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-14">
        <p className="text-lg leading-relaxed text-forest-800">{intro}</p>
        <nav aria-label={m.legal_contents({}, { locale })} className="mt-8 rounded-xl bg-white p-6 shadow-sm">
          <h2 className="font-semibold">{m.legal_contents({}, { locale })}</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {sections.map((section) => (
              <li key={section.title}>
                <a
                  href={`#${anchor(section)}`}
                  className="inline-block py-0.5 text-savanna-700 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.title} id={anchor(section)} className="mt-10 scroll-mt-24">
            <h2 className="font-serif text-2xl">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-forest-800">
                {paragraph}
              </p>
            ))}
            {section.points ? (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-forest-800">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
  )
}
