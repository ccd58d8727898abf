import { useSearchParams } from 'react-router'
import { InquiryForm } from '~/components/inquiry-form'
import { PageHero } from '~/components/page-hero'
import { Toast } from '~/components/ui/toast'
import { contactMessage } from '~/inquiries/message'
import { localeOfPath, localePath } from '~/lib/locales'
import { phoneDisplay, useOperator, whatsappLink } from '~/lib/operator'
import { m } from '~/paraglide/messages'
import { seo } from '~/lib/seo'
import { handleInquiryForm, inquiryFormOf } from '~/services/inquiry-action.server'
import type { Route } from './+types/contact'

// The contact page, in English at /contact and in German and French at /de/contact and /fr/contact: the
// same form and rules, its words in the page's language (lib/form-words.ts). A sent message comes back
// here (?sent=<token>): the toast confirms it and the form starts empty.
// A form already: the phone bar offers a call instead of another form.
export const handle = { isForm: true }

export const action = ({ request, context }: Route.ActionArgs) =>
  handleInquiryForm(
    request,
    context,
    contactMessage,
    (_, locale) => `${localePath(locale, '/contact')}?sent=${Date.now().toString(36)}`,
  )

export const loader = async ({ request }: Route.LoaderArgs) => {
  const locale = localeOfPath(new URL(request.url).pathname)
  return { locale, form: await inquiryFormOf(contactMessage, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, {
    title: m.contact_title({}, { locale: loaderData?.locale }),
    description: m.contact_seo({}, { locale: loaderData?.locale }),
    path: '/contact',
    locale: loaderData?.locale,
  })

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData
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
        image={{ scene: 'safari-sunset', alt: m.contact_hero_alt({}, { locale }) }}
        title={m.contact_title({}, { locale })}
      >
        <p>{m.contact_intro({}, { locale })}</p>
      </PageHero>
      {sent ? <Toast token={sent}>{m.contact_sent({}, { locale })}</Toast> : null}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-2">
        <section
          aria-labelledby="form-heading"
          className="relative rounded-xl bg-white p-8 shadow-sm md:col-span-2"
        >
          <h2 id="form-heading" className="mb-6 font-serif text-3xl">
            {m.contact_form_heading({}, { locale })}
          </h2>
          <InquiryForm
            key={sent ?? 'contact'}
            id="contact-message"
            form={loaderData.form}
            submitLabel={m.contact_send({}, { locale })}
            lastResult={actionData?.result}
          />
        </section>
        <section aria-labelledby="reach-heading" className="rounded-xl bg-white p-8 shadow-sm">
          <h2 id="reach-heading" className="font-serif text-3xl">
            {m.contact_reach({}, { locale })}
          </h2>
          <dl className="mt-6 space-y-4 text-lg">
            <div>
              <dt className="text-sm font-semibold tracking-wide text-savanna-700 uppercase">
                {m.contact_email({}, { locale })}
              </dt>
              <dd>
                <a className="hover:underline" href={`mailto:${operator.email}`}>
                  {operator.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-savanna-700 uppercase">
                {m.contact_phone({}, { locale })}
              </dt>
              <dd>
                <a className="hover:underline" href={`tel:${operator.phone}`}>
                  {phoneDisplay(operator.phone)}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-savanna-700 uppercase">
                {m.contact_office({}, { locale })}
              </dt>
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
            {m.contact_social({}, { locale })}
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
                  <span className="sr-only"> {m.new_tab({}, { locale })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
