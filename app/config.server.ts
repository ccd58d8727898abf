import { z } from 'zod'
import { demoOperator, type Operator } from '~/content/operator'

/** Comma-separated list → trimmed, non-empty entries. */
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/tembo.db')
    .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
      message: 'DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)',
    }),
  SESSION_SECRET: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'ADMIN_EMAIL must be an e-mail address' }).optional()),
  // The sign-in form accepts 6 to 256 characters; a first password outside that could never be used.
  // One below the rule for new passwords is accepted, and its owner asked for a new one at sign-in.
  ADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .min(6, 'ADMIN_PASSWORD must have at least 6 characters')
      .max(256, 'ADMIN_PASSWORD must have at most 256 characters')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'PUBLIC_URL must be a full URL' }).optional()),
  CORS_ORIGINS: list,
  SMTP_URL: optionalText,
  MAIL_OUTBOX_DIR: z.string().default('./data/outbox'),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  DATA_DIR: z.string().default('./data'),
  // How many reverse proxies stand in front of Tembo: `true` is one, a number is that many, unset none.
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be true, false or the number of proxies in front')
      .optional(),
  ),
  // Accepted public submissions per client address in 10 minutes.
  RATE_LIMIT_PER_10_MIN: z.coerce.number().int().min(1).default(30),
  // How long a mail worker holds a mail it sends, and the first wait before a failed mail is retried
  // (docs/decisions/012-mail-delivery.md).
  MAIL_CLAIM_MS: z.coerce.number().int().min(1000).default(120_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  // How often each instance says it is alive; three missed in a row and another may take its mail over.
  INSTANCE_HEARTBEAT_MS: z.coerce.number().int().min(200).default(5_000),
  // /healthz proves a write at most once per this many ms.
  HEALTH_PROBE_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(1_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_IDLE_IN_TRANSACTION_MS: z.coerce.number().int().min(100).default(30_000),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  // Returning visitors' public pages from memory (docs/decisions/010-page-cache.md); off renders each.
  PAGE_CACHE: optionalText,
  // Acknowledgement mails one mailbox may receive in any 24 hours; the inquiries are all kept.
  ACKNOWLEDGEMENTS_PER_DAY: z.coerce.number().int().min(0).default(3),
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(36),
  // The traveller's details (passports, flights, medical notes) are erased this many days after the trip.
  TRIP_DETAILS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // The key that seals passport numbers, and the keys it replaced (comma-separated) while rows are resealed.
  PASSPORT_KEY: optionalText.pipe(
    z.string().min(32, 'PASSPORT_KEY must have at least 32 characters').optional(),
  ),
  PASSPORT_OLD_KEYS: optionalText,
  // The final documents go this many days before a trip, once every reservation is confirmed and it is paid.
  FINAL_DOCUMENTS_DAYS: z.coerce.number().int().min(1).max(120).default(21),
  REPLY_TARGET_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  OPERATOR_TIMEZONE: z
    .string()
    .default('Africa/Kampala')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'OPERATOR_TIMEZONE must be a time zone such as Africa/Kampala'),
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  LEAD_CLOCK_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  TEST_CLOCK_FILE: optionalText,
  IMAP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^imaps?:\/\/[^/]+/, 'IMAP_URL must look like imaps://user:password@mail.example.com/INBOX')
      .optional(),
  ),
  IMAP_PROCESSED_FOLDER: optionalText,
  IMAP_POLL_MS: z.coerce.number().int().min(100).default(60_000),
  MAIL_ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 * 1024),
  MAIL_LEADS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  MAIL_LEADS_PER_SENDER_PER_HOUR: z.coerce.number().int().min(0).default(2),
  MAIL_AUTHSERV_ID: optionalText.pipe(
    z
      .string()
      .max(255)
      .regex(
        /^[^\s;()"\\]+$/,
        'MAIL_AUTHSERV_ID must be one name without spaces, as the receiving server writes it, e.g. mx.example.com',
      )
      .optional(),
  ),
  // Card payments through Stripe: the signing secret of the webhook endpoint (whsec_…); unset, off.
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Travellers pay by card through Stripe Checkout when this secret API key (sk_test_… or sk_live_…) is
  // set beside the webhook secret.
  STRIPE_SECRET_KEY: optionalText,
  // Where Stripe's API answers: https://api.stripe.com unless set (the tests' stand-in, testing/).
  STRIPE_API_URL: optionalText.pipe(z.url({ message: 'STRIPE_API_URL must be a full URL' }).optional()),
  // Mobile money and cards through Pesapal (docs/decisions/051-pesapal-for-mobile-money.md): the
  // merchant's consumer key and secret; both set, on.
  PESAPAL_CONSUMER_KEY: optionalText,
  PESAPAL_CONSUMER_SECRET: optionalText,
  // Pesapal's API: its sandbox unless set (https://pay.pesapal.com/v3 once live).
  PESAPAL_API_URL: optionalText.pipe(z.url({ message: 'PESAPAL_API_URL must be a full URL' }).optional()),
  OPERATOR_BRAND: optionalText,
  OPERATOR_PHONE: optionalText.pipe(
    z
      .string()
      .regex(/^\+\d{8,15}$/, 'OPERATOR_PHONE must be + and 8 to 15 digits, e.g. +256700000000')
      .optional(),
  ),
  OPERATOR_EMAIL: optionalText.pipe(
    z.email({ message: 'OPERATOR_EMAIL must be an e-mail address' }).optional(),
  ),
  OPERATOR_ADDRESS: optionalText,
  OPERATOR_FACEBOOK_URL: optionalText.pipe(z.url().optional()),
  OPERATOR_TWITTER_URL: optionalText.pipe(z.url().optional()),
  OPERATOR_INSTAGRAM_URL: optionalText.pipe(z.url().optional()),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  databaseUrl: string
  sessionSecret: string | undefined
  adminEmail: string | undefined
  adminPassword: string | undefined
  /** Public origin without a trailing slash, e.g. https://safaris.example.com */
  publicUrl: string
  corsOrigins: string[]
  smtpUrl: string | undefined
  mailOutboxDir: string
  uploadDir: string
  dataDir: string
  /** Reverse proxies in front whose X-Forwarded-For entries are believed (0: none, the socket is the client). */
  trustedProxies: number
  acknowledgementsPerDay: number
  /** How long a lead may wait for a reply from staff before it is overdue (wall clock). */
  replyTargetHours: number
  /** Months after a lead is closed before its traveller's personal data is erased. */
  retentionMonths: number
  /** Days after a trip ends before its traveller's details (passports, flights, notes) are erased. */
  tripDetailsRetentionDays: number
  /** The key passport numbers are sealed with (unset: one derived from the session secret), and older ones */
  passportKey: string | undefined
  passportOldKeys: string[]
  /** Days before a trip from which its final documents go, once every reservation is confirmed and it is paid */
  finalDocumentsDays: number
  /** The operator's time zone: the morning digest's morning, and the day next actions fall due. */
  operatorTimezone: string
  /** The hour (operator's time) from which each member's digest of the day goes out. */
  digestHour: number
  /** How often each instance looks for leads past the reply target and digests due. */
  leadClockIntervalMs: number
  /** Tests only: a file holding the time the date-based jobs take as now (app/services/job-clock.server.ts). */
  testClockFile: string | undefined
  /** The operator's mailbox, read for travellers' answers (docs/product.md, "Two-way mail"); unset: off. */
  imapUrl: string | undefined
  /** Stripe's webhook signing secret: card payments are recorded from its events; unset, off. */
  stripeWebhookSecret: string | undefined
  /** Stripe Checkout for travellers' card payments: the secret key and the API's address; unset, off. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined
  /** Pesapal for mobile money and cards: the merchant's keys and the API's address; unset, off. */
  pesapal: { consumerKey: string; consumerSecret: string; apiUrl: string } | undefined
  /** Where read mail is moved; unset: it stays and is flagged \Seen. */
  imapProcessedFolder: string | undefined
  /** How often the mailbox is looked at when the server offers no IDLE (and as a safety net when it does). */
  imapPollMs: number
  /** The largest attachment of a traveller's mail that is kept. */
  mailAttachmentMaxBytes: number
  /** Leads mail may open in an hour, in all and per sender; beyond, the mail waits in Mail to sort. */
  mailLeadsPerHour: number
  mailLeadsPerSenderPerHour: number
  /**
   * The authserv-id the operator's receiving server writes in Authentication-Results: only its checks of a
   * sender are trusted (docs/decisions/045-trusted-authentication-results.md); unset, none are.
   */
  mailAuthservId: string | undefined
  rateLimitPer10Min: number
  mailClaimMs: number
  mailRetryBaseMs: number
  instanceHeartbeatMs: number
  healthProbeIntervalMs: number
  /** The longest /healthz waits for the database before it answers 503. */
  healthTimeoutMs: number
  /** Every wait on the database is bounded (.env.example, "Waiting on the database"). */
  databaseLimits: { connectMs: number; queryMs: number; idleInTransactionMs: number; sqliteBusyMs: number }
  pageCache: boolean
  /** The operator's public details (.env.example, OPERATOR_*); demo values unless set. */
  operator: Operator
}

let cached: Config | undefined

/** Reads and validates the environment once; a bad setting stops the server with a readable message. */
export function getConfig(): Config {
  if (cached) return cached
  const parsed = EnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment settings:\n${problems.join('\n')}`)
  }
  const env = parsed.data
  cached = {
    env: env.NODE_ENV,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS,
    smtpUrl: env.SMTP_URL,
    mailOutboxDir: env.MAIL_OUTBOX_DIR,
    uploadDir: env.UPLOAD_DIR,
    dataDir: env.DATA_DIR,
    trustedProxies:
      env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : Number(env.TRUST_PROXY ?? 0),
    acknowledgementsPerDay: env.ACKNOWLEDGEMENTS_PER_DAY,
    replyTargetHours: env.REPLY_TARGET_HOURS,
    retentionMonths: env.RETENTION_MONTHS,
    tripDetailsRetentionDays: env.TRIP_DETAILS_RETENTION_DAYS,
    finalDocumentsDays: env.FINAL_DOCUMENTS_DAYS,
    passportKey: env.PASSPORT_KEY,
    passportOldKeys: (env.PASSPORT_OLD_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    operatorTimezone: env.OPERATOR_TIMEZONE,
    digestHour: env.DIGEST_HOUR,
    leadClockIntervalMs: env.LEAD_CLOCK_INTERVAL_MS,
    testClockFile: env.TEST_CLOCK_FILE,
    imapUrl: env.IMAP_URL,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: (env.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/+$/, ''),
          }
        : undefined,
    pesapal:
      env.PESAPAL_CONSUMER_KEY && env.PESAPAL_CONSUMER_SECRET
        ? {
            consumerKey: env.PESAPAL_CONSUMER_KEY,
            consumerSecret: env.PESAPAL_CONSUMER_SECRET,
            apiUrl: (env.PESAPAL_API_URL ?? 'https://cybqa.pesapal.com/pesapalv3').replace(/\/+$/, ''),
          }
        : undefined,
    imapProcessedFolder: env.IMAP_PROCESSED_FOLDER,
    imapPollMs: env.IMAP_POLL_MS,
    mailAttachmentMaxBytes: env.MAIL_ATTACHMENT_MAX_BYTES,
    mailLeadsPerHour: env.MAIL_LEADS_PER_HOUR,
    mailLeadsPerSenderPerHour: env.MAIL_LEADS_PER_SENDER_PER_HOUR,
    mailAuthservId: env.MAIL_AUTHSERV_ID,
    rateLimitPer10Min: env.RATE_LIMIT_PER_10_MIN,
    mailClaimMs: env.MAIL_CLAIM_MS,
    mailRetryBaseMs: env.MAIL_RETRY_BASE_MS,
    instanceHeartbeatMs: env.INSTANCE_HEARTBEAT_MS,
    healthProbeIntervalMs: env.HEALTH_PROBE_INTERVAL_MS,
    healthTimeoutMs: env.HEALTH_TIMEOUT_MS,
    databaseLimits: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS,
      queryMs: env.DB_QUERY_TIMEOUT_MS,
      idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_MS,
      sqliteBusyMs: env.SQLITE_BUSY_TIMEOUT_MS,
    },
    pageCache: env.PAGE_CACHE !== 'off',
    operator: {
      ...demoOperator,
      brand: env.OPERATOR_BRAND ?? demoOperator.brand,
      phone: env.OPERATOR_PHONE ?? demoOperator.phone,
      email: env.OPERATOR_EMAIL ?? demoOperator.email,
      address: env.OPERATOR_ADDRESS?.split('|').map((line) => line.trim()) ?? demoOperator.address,
      social: {
        facebook: env.OPERATOR_FACEBOOK_URL ?? demoOperator.social.facebook,
        twitter: env.OPERATOR_TWITTER_URL ?? demoOperator.social.twitter,
        instagram: env.OPERATOR_INSTAGRAM_URL ?? demoOperator.social.instagram,
      },
    },
  }
  return cached
}
