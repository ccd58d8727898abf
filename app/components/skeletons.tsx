// Placeholders shown while a page's data is on its way in the browser (client-side navigation only:
// the server sends every page complete).

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-forest-700/15 motion-reduce:animate-none ${className}`} />
}

export function BlogListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading our stories" className="pt-24">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Bar className="h-10 w-64" />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <li key={key} className="overflow-hidden rounded-xl bg-white shadow-sm">
              <Bar className="aspect-[16/9] w-full rounded-none" />
              <div className="space-y-3 p-6">
                <Bar className="h-6 w-3/4" />
                <Bar className="h-4 w-full" />
                <Bar className="h-4 w-5/6" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export function ArticleSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the story" className="pt-24">
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-12">
        <Bar className="h-12 w-3/4" />
        <Bar className="h-4 w-40" />
        <Bar className="aspect-[16/9] w-full" />
        {[0, 1, 2, 3].map((key) => (
          <Bar key={key} className="h-4 w-full" />
        ))}
      </div>
    </div>
  )
}

/** A thin bar at the top of the window while any page is loading. */
export function NavigationProgress({ active }: { active: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-savanna-600 transition-transform duration-500 ${active ? 'scale-x-75' : 'scale-x-0'}`}
    />
  )
}
