import { cancellationClauses, type BookingTerms } from '~/lib/booking-terms'
import type { ImageRef, Section } from './types'

/** The About page's copy, in each language the page is in (content/de/about.ts, content/fr/about.ts). */
export interface AboutContent {
  hero: ImageRef
  title: string
  intro: string[]
  vision: string
  mission: string
  whyChooseUs: { title: string; text: string }[]
  seoDescription: string
}

export const about: AboutContent = {
  hero: {
    scene: 'safari-sunset',
    alt: 'A safari vehicle parked on open savanna as the sun sets behind a lone acacia tree',
  },
  title: 'About Tembo Safaris',
  intro: [
    'Tembo Safaris is a safari company based in Kampala, Uganda. For 8 years we have planned tailor-made journeys through Uganda, Kenya, Rwanda and Tanzania for travellers arriving from abroad, and in that time we have looked after 2000 clients across those 4 countries.',
    'Every trip we arrange starts from a blank page. We ask how you like to travel, what you hope to see and how you want each day to feel, then shape the route, pace and places to stay around your answers. Some guests want simple camping under wide skies; others prefer the comfort of a fine lodge after a long day in the field. We plan both with the same care.',
    'Once you are on the road, our team is reachable 24 hours a day, 7 days a week. If a flight is delayed, plans shift or you simply have a question, someone who knows your itinerary will answer.',
  ],
  vision:
    'To be the East African safari company travellers trust to show them the region honestly, thoughtfully and in a way that benefits the places and people they visit.',
  mission:
    "We design safaris around each traveller's interests and budget, run them with careful attention to detail, and support our guests at every stage, from the first question to the journey home.",
  whyChooseUs: [
    {
      title: 'Professional Excellence',
      text: 'We have spent 8 years learning the parks, roads, lodges and seasons of Uganda, Kenya, Rwanda and Tanzania. That knowledge goes into every itinerary, so the distances are realistic, the timings work and the details are settled before you arrive.',
    },
    {
      title: 'Responsible Travel',
      text: 'We favour locally owned lodges, camps and suppliers wherever they suit the trip, so more of what you spend stays in the communities you pass through. We encourage respectful behaviour with people and wildlife, and we plan routes that avoid needless driving.',
    },
    {
      title: 'Authentic Experiences',
      text: 'We want you to meet East Africa as it is, not as a stage set. Alongside the great wildlife areas, we can include village walks, local markets and time with the people who live near the parks, arranged in a way that is welcome and fair to them.',
    },
    {
      title: 'Customer Care',
      text: 'From your first message we listen closely and answer clearly. While you travel, our staff are available 24/7, and we keep in touch with your driver-guide and your hosts so that problems are dealt with quickly.',
    },
    {
      title: 'Conservation',
      text: 'The park and permit fees included in your trip help pay for the protection of the habitats and animals you come to see. Our guides follow park rules on viewing distances and group sizes, and we ask every guest to leave the wild places as they found them.',
    },
  ],
  seoDescription:
    'Tembo Safaris is a Kampala-based operator with 8 years of tailor-made safaris in Uganda, Kenya, Rwanda and Tanzania, from camping to luxury lodges.',
}

/** The privacy policy's copy, in each language the page is in (content/de/privacy.ts, content/fr/privacy.ts). */
export interface PrivacyContent {
  intro: string
  /** The day it was last changed, as its language writes a date */
  updated: string
  /** `{retention}` stands for how long this deployment keeps personal data (RETENTION_MONTHS) */
  sections: Section[]
  seoDescription: string
}

export const privacy: PrivacyContent = {
  intro:
    'This policy explains what personal information Tembo Safaris collects through this website and when you plan a trip with us, why we collect it, who we share it with and what choices you have. We collect only what we need to answer your questions and arrange your safari.',
  updated: '24 November 2026',
  sections: [
    {
      title: 'Information we collect',
      paragraphs: [
        'We collect three kinds of information: what you type into a form on this website, a little context about how your inquiry reached us, and the basic technical logs that any web server keeps.',
        'With each inquiry we record which page of the site it was sent from and, if you arrived through a link that carries campaign (utm) parameters, those parameters. This tells us which pages and which of our announcements people find useful.',
        'Our server keeps basic logs of requests, such as the time, the page requested, your IP address and your browser type. These help us keep the site running and secure.',
        'We do not use advertising trackers, and we do not build profiles of visitors for advertising.',
        'When you send us an inquiry or a message, we receive what you choose to enter. Depending on the form, this can include:',
      ],
      points: [
        'your name, e-mail address and phone number;',
        'your country of residence;',
        'your preferred travel dates and the number of people travelling;',
        'your travel preferences, such as the kind of accommodation, activities or pace you have in mind;',
        'any message you write to us.',
      ],
    },
    {
      title: 'How we use your information',
      paragraphs: ['We use the information described above to:'],
      points: [
        'reply to your questions and plan a trip that suits you;',
        'send you an acknowledgement that we have received your inquiry;',
        'arrange and manage your safari once you decide to book;',
        'understand how the website is used and improve our service.',
      ],
    },
    {
      title: 'When we share it',
      paragraphs: [
        'We never sell your personal information, and we do not pass it to anyone for their own marketing.',
        'If you book a trip, we share the details needed to deliver it with the lodges, camps, airlines, national parks and drivers involved, for example the names of travellers for park permits or dietary needs for a lodge. We share only what each of them needs for their part of your journey.',
        'We also rely on a small number of service providers that host this website and send e-mail on our behalf. They handle your information only to provide those services to us.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'You can ask us at any time for a copy of the personal information we hold about you (we send it as one file), to correct it if it is wrong, or to delete it. You can also object to our using it for a particular purpose. If we have a booking with you in progress, we may need to keep some details until the trip and its paperwork are complete, and we will tell you if that is the case.',
        "To make a request, write to us at the e-mail address shown on our contact page. We handle personal information in line with applicable data-protection law, including Uganda's Data Protection and Privacy Act, 2019, and, for travellers in those places, the EU and UK General Data Protection Regulation.",
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        'We keep your inquiries, our correspondence with you and any files you send us while we are planning or running your trip, and for {retention} after the conversation closes: after the trip, or once it is clear that you will not travel with us. That is long enough to answer questions about a past trip, to help you plan the next one, and to meet our accounting obligations.',
        'After that, your name, e-mail address and phone number are replaced with a marker, and what you wrote to us, our e-mails to you and your files are deleted. We keep only the bare facts of the inquiry (when it came, which trip and dates it was about, and whether it led to a booking), which can no longer be linked to you, so that our figures stay accurate.',
        'If you ask us to delete your information sooner, we do so in the same way straight away, unless a booking in progress needs it. Copies kept in our backups for disaster recovery last until those backups are replaced, and if we ever restore one, your information is deleted from it again.',
      ],
    },
    {
      title: 'How we keep it safe',
      paragraphs: [
        'We use established providers to host this website and send our e-mail, and access to inquiries and booking records is limited to the staff who need them to plan and run your trip. We keep personal information only for as long as we need it to answer you, deliver your safari and meet our legal and accounting obligations.',
        'No system is entirely free of risk, but we take reasonable care to protect what you share with us and review our arrangements as the business grows.',
      ],
    },
    {
      title: 'Changes to this policy',
      paragraphs: [
        'We may update this policy if the way we work or the website changes. When we do, we will publish the new version on this page and change the date at the top. If a change affects how we use information you have already given us, we will let you know.',
      ],
    },
  ],
  seoDescription:
    'How Tembo Safaris collects, uses and protects the information you share when you plan a safari with us. No advertising trackers; your data is never sold.',
}

/** The ways to pay the operator takes, as the terms say them. */
function howToPay(money: BookingTerms, online: { card: boolean; mobileMoney: boolean }): string {
  const ways = [
    ...(online.card ? ['by card'] : []),
    ...(online.mobileMoney ? ['by mobile money (M-Pesa, MTN MoMo or Airtel Money)'] : []),
  ]
  const offline = [
    ...(money.bankDetails.trim() ? ['by bank transfer'] : []),
    ...(money.paypalUrl.trim() ? ['through PayPal'] : []),
  ]
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '')
  if (ways.length)
    return `You can pay ${list(ways)} from your booking's own page, the link in our e-mails, for exactly what is due${offline.length ? `; or ${list(offline)}, with the details in your booking confirmation` : ''}.`
  if (offline.length) return `You can pay ${list(offline)}: the details come with your booking confirmation.`
  return 'We will tell you how to pay with your booking confirmation.'
}

/**
 * The Terms and Conditions, with the money rules in the words of the booking terms' settings
 * (/admin/booking-terms): the same values every proposal is priced by.
 */
export type TermsFor = (
  money: BookingTerms,
  /** How travellers pay online now (app/services/ways-to-pay.server.ts) */
  online?: { card: boolean; mobileMoney: boolean },
) => { intro: string; updated: string; sections: Section[]; seoDescription: string }

export const termsFor: TermsFor = (money, online = { card: false, mobileMoney: false }) => ({
  intro:
    'These terms set out how booking a safari with Tembo Safaris works: what you pay and when, what happens if plans change, and what each of us can expect from the other. Please read them before you confirm your trip, and ask us if anything is unclear.',
  updated: '22 November 2026',
  sections: [
    {
      title: 'Bookings and deposit',
      paragraphs: [
        `Your booking is confirmed when we receive a deposit of ${money.depositPercent}% of the total trip price. We will confirm receipt in writing.`,
        'The deposit is non-refundable, except as set out under Cancellations below.',
      ],
    },
    {
      title: 'Payment',
      paragraphs: [
        money.balanceDaysBefore === 0
          ? 'The full balance of the trip price is due before your trip starts.'
          : `The full balance of the trip price is due ${money.balanceDaysBefore} days before your trip starts. If you book later than that, the balance is due with the deposit.`,
        howToPay(money, online),
      ],
    },
    {
      title: 'Cancellations',
      paragraphs: [
        'If you need to cancel, please tell us in writing. What happens next depends on when we hear from you:',
      ],
      points: cancellationClauses(money),
    },
    {
      title: 'Travel insurance',
      paragraphs: [
        'Travel insurance is mandatory for every traveller on a Tembo Safaris trip. Your policy should cover medical treatment and emergency evacuation, and we recommend that it also covers cancellation, so that you are protected if you have to cancel close to your departure.',
      ],
    },
    {
      title: 'Price changes',
      paragraphs: [
        'Your trip price is based on park fees, hotel rates and transport costs at the time we quote it. If any of these rise before your trip, the price may rise too.',
        'We will always tell you in writing before any change to your price.',
      ],
    },
    {
      title: 'Changes to your itinerary',
      paragraphs: [
        'If you would like to change your itinerary after booking, contact us and we will do our best to arrange it. Any difference in cost will be agreed with you before the change is made.',
        'Occasionally we may need to adjust a route, activity or place to stay because of weather, road conditions, park regulations or the availability of a lodge. When that happens, we will offer an alternative of a similar standard and explain the reason to you.',
      ],
    },
    {
      title: 'Responsibility',
      paragraphs: [
        'We plan your trip with care and choose the lodges, camps, airlines and drivers we work with thoughtfully. Many of these services are provided by independent businesses, and we cannot be held responsible for their acts or omissions, or for events beyond our control such as severe weather, flight delays, illness, strikes or government action.',
        'Wildlife is wild: we cannot guarantee that any particular animal will be seen. We ask every traveller to follow the instructions of guides and park staff, which are given for your safety and for the welfare of the animals.',
      ],
    },
    {
      title: 'Complaints',
      paragraphs: [
        'If something is not right during your trip, please tell your guide or contact our team straight away; staff support is available 24/7, and most problems can be put right on the spot.',
        'If you are still unhappy after you return home, write to us at the e-mail address on our contact page, describing what happened. We will look into it carefully and reply to you in writing.',
      ],
    },
  ],
  seoDescription: `Booking terms for Tembo Safaris: ${money.depositPercent}% deposit, payment, cancellations, mandatory travel insurance, price changes and how we handle complaints.`,
})
