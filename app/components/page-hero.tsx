import type { ReactNode } from 'react'
import type { ImageRef } from '~/content/types'
import type { CatalogueImage } from '~/lib/catalogue'
import { SceneImage } from './ui/scene-image'

/** The picture-topped banner each public page opens with; the transparent navbar sits over it. */
export function PageHero({
  image,
  title,
  children,
}: {
  image: ImageRef | CatalogueImage
  title: string
  children?: ReactNode
}) {
  return (
    <section className="relative isolate flex min-h-[22rem] items-end overflow-hidden bg-forest-900 text-white sm:min-h-[26rem]">
      <SceneImage
        image={image}
        variant="wide"
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/35 to-black/30"
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-28 pb-10">
        <h1 className="font-serif text-4xl leading-tight [text-shadow:0_2px_8px_rgb(0_0_0/0.5)] sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-white/95">{children}</div> : null}
      </div>
    </section>
  )
}
