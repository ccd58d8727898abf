import type { ReactNode } from 'react'
import type { ImageRef } from '~/content/types'
import { linkIn } from '~/lib/locales'
import { m } from '~/paraglide/messages'
import { PageHero } from './page-hero'
import { place, WordsWithLinks } from './ui/words-with-links'
import { useLocale } from './use-locale'

/** The frame around each inquiry form: a hero, a short introduction, the form on a card. */
export function InquiryPage({
  image,
  title,
  intro,
  children,
}: {
  image: ImageRef
  title: string
  intro: string
  children: ReactNode
}) {
  const locale = useLocale()
  return (
    <>
      <PageHero image={image} title={title}>
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <div className="relative rounded-xl bg-white p-6 shadow-sm sm:p-10">{children}</div>
        <p className="mt-6 text-sm text-forest-700">
          <WordsWithLinks
            words={m.form_reply_note({ link: place('link') }, { locale })}
            links={{
              link: (
                <a className="underline" href={linkIn(locale, '/privacy')}>
                  {m.form_privacy_link({}, { locale })}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </>
  )
}
