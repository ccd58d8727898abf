import { type Locator } from '@playwright/test'
import { daysFromNow } from '../../../app/inquiries/shared'

// The trip form (/de/book, /fr/book) as a traveller fills it on a phone, by its labels in the page's
// language (`words`, that language's catalogue): twelve nights in Uganda four months from now, two adults.

export interface TripTraveller {
  name: string
  email: string
  phone: string
  residing: string
}

/** Fills every field of the form; answers the arrival day typed. */
export async function fillTripInquiry(
  form: Locator,
  words: Record<string, string>,
  traveller: TripTraveller,
) {
  const arrival = daysFromNow(120)
  await form.getByLabel(words.form_label_full_name!).fill(traveller.name)
  await form.getByLabel(words.form_label_email!, { exact: true }).fill(traveller.email)
  await form.getByLabel(words.form_label_phone!).fill(traveller.phone)
  await form.getByLabel(words.form_label_residing_country!).fill(traveller.residing)
  await form.getByLabel(words.form_label_visiting_country!).selectOption('Uganda')
  await form.getByLabel(words.form_label_arrival_date!).fill(arrival)
  await form.getByLabel(words.form_label_depart_date!).fill(daysFromNow(132))
  await form
    .getByLabel(words.form_label_experience!)
    .selectOption({ label: words.option_experience_wildlife! })
  await form.getByLabel(words.form_label_heard!).selectOption({ label: words.option_heard_friend! })
  await form.getByLabel(words.form_label_adults_optional!).fill('2')
  return arrival
}
