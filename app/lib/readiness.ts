import { demoOperator, type Operator } from '~/content/operator'

// Ready to take money (docs/product.md, "Ready to take money"): what an operator sets before the first
// proposal goes out, as the dashboard's checklist says it. Pure: the dashboard's loader gathers the
// facts, and the checklist is gone once all four are set.

/** Why a proposal is not sent, and where it is put right: the editor and the refusal say it alike. */
export const NO_WAY_TO_PAY = {
  text: 'Add how travellers pay in Booking terms first',
  href: '/admin/booking-terms',
} as const

/** The name the first account is given at start, until its owner gives their own. */
export const FIRST_ADMIN_NAME = 'Administrator'

export interface ReadinessFacts {
  /** The ways a traveller can pay (app/services/ways-to-pay.server.ts) */
  ways: { card: boolean; mobileMoney: boolean; bank: boolean; paypal: boolean }
  operator: Pick<Operator, 'brand' | 'address' | 'phone' | 'email'>
  /** An active member still called FIRST_ADMIN_NAME, and whether it is the one looking */
  unnamed: { you: boolean } | null
  /** SMTP_URL and IMAP_URL are set */
  mailOut: boolean
  mailIn: boolean
}

/** Words, and a link among them. */
export type Said = (string | { text: string; href: string })[]

export interface ReadinessItem {
  key: 'pay' | 'operator' | 'name' | 'mail'
  title: string
  done: boolean
  /** What is set, or what to do */
  says: Said
}

const OPERATOR_SETTINGS = [
  { key: 'brand', setting: 'OPERATOR_BRAND', what: 'name' },
  { key: 'address', setting: 'OPERATOR_ADDRESS', what: 'address' },
  { key: 'phone', setting: 'OPERATOR_PHONE', what: 'phone' },
  { key: 'email', setting: 'OPERATOR_EMAIL', what: 'mail address' },
] as const

const sameAsDemo = (operator: ReadinessFacts['operator'], key: (typeof OPERATOR_SETTINGS)[number]['key']) =>
  key === 'address'
    ? operator.address.join('|') === demoOperator.address.join('|')
    : operator[key] === demoOperator[key]

/** A demo value as the checklist names it: "phone (+256700000000)"; the address by its word alone. */
const shownDemo = ({ key, what }: (typeof OPERATOR_SETTINGS)[number]) =>
  key === 'address' ? what : `${what} (${demoOperator[key]})`

/** "a, b and c" */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

function payItem({ ways }: ReadinessFacts): ReadinessItem {
  const open = [
    ways.bank && 'bank transfer',
    ways.paypal && 'PayPal',
    ways.card && 'card (Stripe)',
    ways.mobileMoney && 'mobile money (Pesapal)',
  ].filter((way): way is string => Boolean(way))
  return {
    key: 'pay',
    title: 'A way for travellers to pay',
    done: open.length > 0,
    says: open.length
      ? [`Travellers can pay by ${listed(open)}.`]
      : [
          'Give your bank details or a PayPal page in ',
          { text: 'Booking terms', href: NO_WAY_TO_PAY.href },
          '. Card payments come on with the settings STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, mobile money with PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET. Until one is there, no proposal can be sent.',
        ],
  }
}

function operatorItem({ operator }: ReadinessFacts): ReadinessItem {
  const demo = OPERATOR_SETTINGS.filter(({ key }) => sameAsDemo(operator, key))
  return {
    key: 'operator',
    title: 'Your business’s name, address, phone and mail',
    done: demo.length === 0,
    says: demo.length
      ? [
          `The site, the proposals and every mail still give the demo’s ${listed(demo.map(shownDemo))}. Set ${listed(demo.map(({ setting }) => setting))} in the server’s environment (as .env.example shows) and restart it.`,
        ]
      : [`The site and the mails give ${operator.brand}, ${operator.email}, ${operator.phone}.`],
  }
}

function nameItem({ unnamed }: ReadinessFacts): ReadinessItem {
  return {
    key: 'name',
    title: 'Your own name on your mail',
    done: unnamed === null,
    says: !unnamed
      ? ['Mail from the team is signed with each member’s own name.']
      : unnamed.you
        ? [
            `Your mail is signed “${FIRST_ADMIN_NAME}”. Give your own name in `,
            { text: 'Your account', href: '/admin/account' },
            '.',
          ]
        : [
            `A member’s mail is signed “${FIRST_ADMIN_NAME}”. Give them their own name on `,
            { text: 'Team', href: '/admin/staff' },
            '.',
          ],
  }
}

function mailItem({ mailOut, mailIn }: ReadinessFacts): ReadinessItem {
  const says: string[] = []
  if (!mailOut)
    says.push(
      'Mail does not leave yet: it is kept as files on the server (MAIL_OUTBOX_DIR). Set SMTP_URL to your mail server.',
    )
  if (!mailIn) says.push('Travellers’ answers are not read yet. Set IMAP_URL to the mailbox they reply to.')
  return {
    key: 'mail',
    title: 'Mail out and in',
    done: mailOut && mailIn,
    says: says.length ? [says.join(' ')] : ['Mail leaves through your server, and answers come back.'],
  }
}

/** The checklist, or null once everything on it is set. */
export function readinessChecklist(facts: ReadinessFacts): ReadinessItem[] | null {
  const items = [payItem(facts), operatorItem(facts), nameItem(facts), mailItem(facts)]
  return items.every((item) => item.done) ? null : items
}
