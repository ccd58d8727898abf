import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { isPictureIntent } from '~/components/admin/supplier-pictures'
import { asTranslatedLocale, LOCALE_NAMES_IN_ENGLISH } from '~/lib/locales'
import { needsWords } from '~/lib/rate-cards'
import { readSupplierPictures } from '~/lib/supplier-pictures'
import { recordAudit } from '~/models/audit.server'
import {
  addRates,
  archiveRate,
  getSupplier,
  setSupplierContact,
  setSupplierRules,
  setTravellerWording,
} from '~/models/rate-cards.server'
import { SupplierContactSchema } from '~/schemas/reservations'
import { listSeasons } from '~/models/rate-seasons.server'
import { readSupplierTexts, saveSupplierText } from '~/models/supplier-texts.server'
import { readRateSheet } from '~/schemas/rate-sheet'
import {
  rateSchemaFor,
  SupplierRulesSchema,
  supplierTextSchema,
  TravellerWordingSchema,
} from '~/schemas/rates'
import { imageChoices } from '~/services/image-choices.server'
import { clientAddressContext } from '~/services/request-context.server'
import { readSubmission } from '~/services/request-input.server'
import { adminOf, staffOf } from '~/services/staff-context.server'
import { handlePictureForm } from './+shared/supplier-pictures.server'
import { TEXT_INTENT } from '~/components/admin/supplier-texts'

// One supplier's rates (/admin/rates/:id) beside its route: every member of staff reads them; admins add
// a rate (its fields by the supplier's kind) and archive one, each on the audit trail. A lodge's pictures
// are changed by the forms of +shared/supplier-pictures.server.ts.

const supplierOf = async (param: string | undefined) => {
  const id = Number(param)
  const supplier = Number.isSafeInteger(id) && id > 0 ? await getSupplier(id) : undefined
  if (!supplier) throw data(null, { status: 404 })
  return supplier
}

export async function loadSupplier(context: Readonly<RouterContextProvider>, param: string | undefined) {
  const { staff } = staffOf(context)
  const [supplier, seasons] = await Promise.all([supplierOf(param), listSeasons()])
  return {
    supplier: { ...supplier, pictures: readSupplierPictures(supplier.pictures, supplier.name) },
    // Its words for travellers in German and French, and whether it needs any (docs/product.md, "Rate cards").
    texts: (await readSupplierTexts([supplier.id])).get(supplier.id) ?? {},
    needsWords: needsWords({
      kind: supplier.kind,
      travellerWording: supplier.traveller_wording,
      description: supplier.description,
    }),
    seasons,
    // Only a lodge or camp is shown in a proposal with pictures.
    images: supplier.kind === 'lodge' && staff.role === 'admin' ? await imageChoices() : [],
    canEdit: staff.role === 'admin',
  }
}

export async function handleSupplier(
  request: Request,
  context: Readonly<RouterContextProvider>,
  param: string | undefined,
) {
  const { staff } = adminOf(context)
  const supplier = await supplierOf(param)
  const formData = await readSubmission(request)
  const intent = String(formData.get('intent') ?? '')
  const audit =
    (action: string, detail?: Record<string, unknown>) => (trx: Parameters<typeof recordAudit>[1]) =>
      recordAudit(
        { actor: staff, action, subject: supplier.name, detail, address: context.get(clientAddressContext) },
        trx,
      )
  if (isPictureIntent(intent)) return handlePictureForm(intent, formData, supplier, audit)
  if (intent === 'traveller-wording') {
    const submission = parseWithZod(formData, { schema: TravellerWordingSchema })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), done: null, at: 0 }, { status: 400 })
    const wording = submission.value.travellerWording
    await setTravellerWording(supplier.id, wording, audit('supplier-wording-saved', { wording }))
    return {
      intent,
      result: null,
      done: wording
        ? `Saved: proposals priced from now on call it "${wording}".`
        : 'Saved: proposals priced from now on word it from its name.',
      at: Date.now(),
    }
  }
  const language = intent.startsWith(TEXT_INTENT)
    ? asTranslatedLocale(intent.slice(TEXT_INTENT.length))
    : undefined
  if (language) {
    const keys = readSupplierPictures(supplier.pictures, supplier.name).map((picture) => picture.key)
    const submission = parseWithZod(formData, { schema: supplierTextSchema(keys) })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), done: null, at: 0 }, { status: 400 })
    await saveSupplierText(
      supplier.id,
      language,
      submission.value,
      audit('supplier-words-translated', { language }),
    )
    return {
      intent,
      result: null,
      done: `Saved in ${LOCALE_NAMES_IN_ENGLISH[language]}: proposals written in it use these words when priced or sent from now on.`,
      at: Date.now(),
    }
  }
  if (intent === 'pricing-rules') {
    const submission = parseWithZod(formData, { schema: SupplierRulesSchema })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), done: null, at: 0 }, { status: 400 })
    const rules = submission.value
    await setSupplierRules(supplier.id, rules, audit('supplier-rules-saved', { ...rules }))
    return {
      intent,
      result: null,
      done: 'Saved: quotes priced from now on follow these rules.',
      at: Date.now(),
    }
  }
  if (intent === 'supplier-contact') {
    const submission = parseWithZod(formData, { schema: SupplierContactSchema })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), done: null, at: 0 }, { status: 400 })
    const contact = submission.value
    await setSupplierContact(supplier.id, contact, audit('supplier-contact-saved', { ...contact }))
    return {
      intent,
      result: null,
      done: 'Saved: reservations are asked and paid by these details.',
      at: Date.now(),
    }
  }
  if (intent === 'add-rate') {
    const submission = parseWithZod(formData, { schema: rateSchemaFor(supplier.kind) })
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(), done: null, at: 0 }, { status: 400 })
    const rate = submission.value
    if (rate.season !== undefined && !(await listSeasons()).some((season) => season.id === rate.season))
      return data(
        {
          intent,
          result: submission.reply({ fieldErrors: { season: ['Choose a season of the list'] } }),
          done: null,
          at: 0,
        },
        { status: 400 },
      )
    await addRates(
      supplier.id,
      [rate],
      staff.id,
      audit('supplier-rate-added', { label: rate.label, amount: rate.amount, currency: rate.currency }),
    )
    return { intent, result: null, done: `Rate added: ${rate.label}.`, at: Date.now() }
  }
  if (intent === 'check-sheet' || intent === 'import-sheet') {
    const csv = String(formData.get('sheet') ?? '').slice(0, 200_000)
    const sheet = readRateSheet(csv, supplier.kind, await listSeasons())
    const refused = sheet.problem !== null || sheet.lines.some((line) => line.errors.length)
    if (intent === 'check-sheet' || refused)
      return data(
        { intent: 'check-sheet', result: null, done: null, at: 0, sheet: { csv, ...sheet } },
        { status: refused ? 400 : 200 },
      )
    const rates = sheet.lines.flatMap((line) => (line.rate ? [line.rate] : []))
    await addRates(supplier.id, rates, staff.id, audit('supplier-rates-imported', { rates: rates.length }))
    return { intent, result: null, done: `${rates.length} rates added from the sheet.`, at: Date.now() }
  }
  if (intent === 'archive-rate') {
    const id = Number(formData.get('id'))
    if (!Number.isSafeInteger(id)) throw data(null, { status: 400 })
    if (!(await archiveRate(supplier.id, id, audit('supplier-rate-archived', { rate: id }))))
      throw data(null, { status: 404 })
    return { intent, result: null, done: 'Rate archived: quotes priced from it keep it.', at: Date.now() }
  }
  throw data(null, { status: 400 })
}
