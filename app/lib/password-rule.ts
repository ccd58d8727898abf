// The rule for a new staff password (docs/product.md, "Signing in and out"): 12 to 256 characters,
// hard to guess by zxcvbn's estimate (score 3 of 4 or better), and not built from the member's name or
// e-mail address. One function judges it in the browser (beside the field, as it is typed) and on the
// server (every path that sets a password), so the two never disagree. The estimator carries large
// dictionaries: it is passed in, loaded by password-estimator.ts only where a password is set.

export const NEW_PASSWORD_MIN = 12
export const NEW_PASSWORD_MAX = 256
/** zxcvbn's score: 3 means about 10^8 guesses or more, out of reach of an online attack. */
export const GOOD_SCORE = 3

export interface PasswordEstimate {
  score: number
  feedback: { warning: string | null; suggestions: string[] }
}

/** What the rule needs of zxcvbn: an estimate of a password, given words it should treat as known. */
export interface PasswordEstimator {
  check(password: string, userInputs?: string[]): PasswordEstimate
}

/** Whose password it is: their name and address are words a guesser tries first. */
export interface PasswordOwner {
  name?: string | null
  email?: string | null
}

export const PASSWORD_MESSAGES = {
  missing: 'Choose a new password',
  short: `Use at least ${NEW_PASSWORD_MIN} characters: a few unrelated words make a long password that is easy to remember`,
  long: `At most ${NEW_PASSWORD_MAX} characters`,
  personal: 'Too easy to guess: it is built from your name or e-mail address',
  weak: 'Too easy to guess',
} as const

/** The words of a name and an e-mail address that a guesser would try: parts of 3 letters or more. */
export function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>()
  const add = (text: string | null | undefined) => {
    const value = (text ?? '').trim().toLowerCase()
    if (value.length >= 3) words.add(value)
  }
  const email = (owner.email ?? '').toLowerCase()
  const [local = '', domain = ''] = email.split('@')
  add(email)
  add(local)
  for (const part of local.split(/[^\p{L}\p{N}]+/u)) add(part)
  // The domain's labels but its last (com, org, co.ke's ke): the operator's own name is a known word.
  for (const label of domain.split('.').slice(0, -1)) add(label)
  for (const part of domain.split(/[^\p{L}\p{N}]+/u).slice(0, -1)) add(part)
  for (const part of (owner.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)) add(part)
  add((owner.name ?? '').replace(/\s+/g, ''))
  return [...words].sort((a, b) => b.length - a.length)
}

/** The password with every personal word taken out, or null when it holds none. */
function withoutPersonalWords(password: string, words: string[]): string | null {
  let rest = password.toLowerCase()
  let found = false
  for (const word of words) {
    if (!rest.includes(word)) continue
    found = true
    rest = rest.split(word).join(' ')
  }
  return found ? rest.trim() : null
}

/** zxcvbn's warning and its first suggestion, as one sentence after "Too easy to guess". */
function weakMessage(estimate: PasswordEstimate): string {
  const advice = [estimate.feedback.warning, estimate.feedback.suggestions[0]].filter(Boolean)
  return advice.length ? `${PASSWORD_MESSAGES.weak}. ${advice.join(' ')}` : `${PASSWORD_MESSAGES.weak}.`
}

/**
 * The verdict on a new password: what is wrong with it (null when it may be used) and zxcvbn's score.
 * Without an estimator (the browser before its dictionaries arrive) only the lengths are judged; the
 * server always has one.
 */
export function judgePassword(
  password: string,
  estimator: PasswordEstimator | null,
  owner: PasswordOwner = {},
): { problem: string | null; score: number } {
  if (password.length === 0) return { problem: PASSWORD_MESSAGES.missing, score: 0 }
  if (password.length < NEW_PASSWORD_MIN) return { problem: PASSWORD_MESSAGES.short, score: 0 }
  if (password.length > NEW_PASSWORD_MAX) return { problem: PASSWORD_MESSAGES.long, score: 0 }
  if (!estimator) return { problem: null, score: 0 }
  const words = personalWords(owner)
  // "Amani2027!" passes zxcvbn when it does not know Amani; what is left without the name must
  // stand on its own.
  const rest = withoutPersonalWords(password, words)
  if (rest !== null && estimator.check(rest, words).score < GOOD_SCORE)
    return { problem: PASSWORD_MESSAGES.personal, score: 1 }
  const estimate = estimator.check(password, words)
  return {
    problem: estimate.score < GOOD_SCORE ? weakMessage(estimate) : null,
    score: estimate.score,
  }
}

/** What is wrong with a new password, or null when it may be used (judgePassword's problem). */
export function passwordProblem(
  password: string,
  estimator: PasswordEstimator | null,
  owner: PasswordOwner = {},
): string | null {
  return judgePassword(password, estimator, owner).problem
}
