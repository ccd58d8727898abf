import type { ReactNode } from 'react'
import type { ImageRef } from '~/content/types'
import { PageHero } from './page-hero'

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
  return (
    <>
      <PageHero image={image} title={title}>
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <div className="relative rounded-xl bg-white p-6 shadow-sm sm:p-10">{children}</div>
        <p className="mt-6 text-sm text-forest-700">
          We reply within one working day. Your details are used only to plan your trip: see our{' '}
          <a className="underline" href="/privacy">
            privacy policy
          </a>
          .
        </p>
      </div>
    </>
  )
}
