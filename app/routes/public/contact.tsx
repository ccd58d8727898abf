import { useSearchParams } from 'react-router'
import { InquiryForm } from '~/components/inquiry-form'
import { PageHero } from '~/components/page-hero'
import { Toast } from '~/components/ui/toast'
import { contactPage } from '~/content/pages'
import { contactMessage } from '~/inquiries/message'
import { phoneDisplay, useOperator, whatsappLink } from '~/lib/operator'
import { seo } from '~/lib/seo'
import { handleInquiryForm, inquiryFormOf } from '~/services/inquiry-action.server'
import type { Route } from './+types/contact'

// A sent message comes back here (?sent=<token>): the toast confirms it and the form starts empty.
// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(request, context, contactMessage, () => `/contact?sent=${Date.now().toString(36)}`)

export const loader = async () => ({ contactPage, form: await inquiryFormOf(contactMessage) })

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, {
    title: 'Contact us',
    description: loaderData?.contactPage.seoDescription ?? '',
    path: '/contact',
  })

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { contactPage } = loaderData
  const { operator } = useOperator()
  const [searchParams] = useSearchParams()
  const sent = searchParams.get('sent')
  const social = [
    { label: 'Facebook', href: operator.social.facebook },
    { label: 'Twitter', href: operator.social.twitter },
    { label: 'Instagram', href: operator.social.instagram },
    { label: 'WhatsApp', href: whatsappLink(operator.phone) },
  ]
  return (
    <>
      <PageHero
        image={{ scene: 'safari-sunset', alt: 'A safari vehicle under an acacia at sunset' }}
        title={contactPage.title}
      >
        <p>{contactPage.intro}</p>
      </PageHero>
      {sent ? <Toast token={sent}>Message sent successfully!</Toast> : null}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-2">
        <section
          aria-labelledby="form-heading"
          className="relative rounded-xl bg-white p-8 shadow-sm md:col-span-2"
        >
          <h2 id="form-heading" className="mb-6 font-serif text-3xl">
            Send us a message
          </h2>
          <InquiryForm
            key={sent ?? 'contact'}
            id="contact-message"
            form={loaderData.form}
            submitLabel="Send"
            lastResult={actionData?.result}
          />
        </section>
        <section aria-labelledby="reach-heading" className="rounded-xl bg-white p-8 shadow-sm">
          <h2 id="reach-heading" className="font-serif text-3xl">
            Reach us directly
          </h2>
          <dl className="mt-6 space-y-4 text-lg">
            <div>
              <dt className="text-sm font-semibold tracking-wide text-savanna-700 uppercase">E-mail</dt>
              <dd>
                <a className="hover:underline" href={`mailto:${operator.email}`}>
                  {operator.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-savanna-700 uppercase">
                Phone (calls and WhatsApp)
              </dt>
              <dd>
                <a className="hover:underline" href={`tel:${operator.phone}`}>
                  {phoneDisplay(operator.phone)}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-savanna-700 uppercase">Office</dt>
              <dd>
                <address className="not-italic">
                  {operator.address.join(', ')}, {operator.country}
                </address>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="social-heading" className="rounded-xl bg-forest-800 p-8 text-white">
          <h2 id="social-heading" className="font-serif text-3xl">
            Follow and message us
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-lg border border-white/40 px-4 py-3 text-center font-semibold hover:bg-white/10"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
