import { Link } from 'react-router'
import type { ReadinessItem, Said } from '~/lib/readiness'

// The dashboard's "Before your first proposal" (docs/product.md, "Ready to take money"): each of the
// four things with whether it is done, in words (the mark beside it is for the eye only), and what to
// do. Plain links: it works without JavaScript. Gone once all four are done.

function Words({ said }: { said: Said }) {
  return (
    <>
      {said.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={part.href} className="font-semibold text-savanna-700 underline">
            {part.text}
          </Link>
        ),
      )}
    </>
  )
}

export function ReadinessChecklist({ items }: { items: ReadinessItem[] }) {
  const left = items.filter((item) => !item.done).length
  return (
    <section
      aria-labelledby="readiness-heading"
      className="mt-6 max-w-3xl rounded-xl border-2 border-savanna-600 bg-white p-5"
    >
      <h2 id="readiness-heading" className="font-serif text-2xl">
        Before your first proposal
      </h2>
      <p className="mt-1">
        {left} of {items.length} still to do, so that travellers can pay and your mail reaches them. This list
        goes away once all are done.
      </p>
      <ol className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.key} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                item.done ? 'bg-forest-800 text-white' : 'border-2 border-savanna-600 text-savanna-700'
              }`}
            >
              {item.done ? '✓' : '!'}
            </span>
            <div>
              <p className="font-semibold">
                {item.title}:{' '}
                <span className={item.done ? '' : 'text-red-800'}>{item.done ? 'done' : 'not yet'}</span>
              </p>
              <p className="text-sm">
                <Words said={item.says} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
