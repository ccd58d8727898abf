import { useMatches } from 'react-router'
import { planStep, type NextStep } from '~/lib/next-step'
import { useLinkIn } from '../use-locale'

/** What a public route may say about its page's next step (`export const handle`). */
export interface NextStepHandle {
  /** The step from the page's loader data. */
  nextStep?: (data: never) => NextStep
  /** The page is a form already: the phone bar offers a call instead of another form. */
  isForm?: boolean
}

/**
 * The deepest route's next step, or the trip form, its form in the page's language; and whether the page
 * is itself a form.
 */
export function useNextStep(): { step: NextStep; isForm: boolean } {
  const matches = useMatches()
  const localLink = useLinkIn()
  let step = planStep
  let isForm = false
  for (const match of matches) {
    const handle = match.handle as NextStepHandle | undefined
    if (handle?.nextStep && match.loaderData) step = handle.nextStep(match.loaderData as never)
    if (handle?.isForm) isForm = true
  }
  return { step: { ...step, to: localLink(step.to) }, isForm }
}
