import { LegalPage } from '~/components/legal-page'
import { privacy } from '~/content/pages'
import { seo } from '~/lib/seo'
import type { Route } from './+types/privacy'

export const loader = () => ({ privacy })

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, { title: 'Privacy', description: loaderData?.privacy.seoDescription ?? '', path: '/privacy' })

export default function Privacy({ loaderData: { privacy } }: Route.ComponentProps) {
  return (
    <LegalPage title="Privacy" intro={privacy.intro} updated={privacy.updated} sections={privacy.sections} />
  )
}
