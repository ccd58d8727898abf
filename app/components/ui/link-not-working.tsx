import type { ReactNode } from 'react'

/** What a traveller's secret link (a proposal, a review) shows when it opens nothing: what to do instead. */
export function LinkNotWorking({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-forest-900 px-4 pt-32 pb-24 text-center text-white">
      <h1 className="font-serif text-3xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl">{children}</p>
      <p className="mt-6">
        <a href="/contact" className="underline">
          Contact us
        </a>
      </p>
    </div>
  )
}
