import { ButtonLink } from '~/components/ui/button-link'
import { chatLink, type NextStep } from '~/lib/next-step'
import { useOperator } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import { useLinkIn, useLocale } from '../use-locale'

/** The end of a page that sold something: the next step, and a chat for those who would rather talk. */
export function ClosingCall({ step, title, children }: { step: NextStep; title: string; children: string }) {
  const { operator } = useOperator()
  const locale = useLocale()
  const localLink = useLinkIn()
  const chat = chatLink(operator.phone, step, locale)
  return (
    <section aria-labelledby="closing-call-heading" className="bg-forest-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="closing-call-heading" className="font-serif text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{children}</p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <ButtonLink to={localLink(step.to)} variant="light">
            {m.plan_my_safari({}, { locale })}
          </ButtonLink>
          <a
            href={chat}
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center font-semibold underline underline-offset-4"
          >
            {m.closing_chat({}, { locale })}
          </a>
        </div>
      </div>
    </section>
  )
}
