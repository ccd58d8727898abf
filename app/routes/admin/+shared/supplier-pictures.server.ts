import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import type { Kysely } from 'kysely'
import { data } from 'react-router'
import type { Database } from '@db/schema'
import type { AuditAction } from '~/lib/audit-actions'
import {
  addPicture,
  describePicture,
  FULL_MESSAGE,
  MOST_PICTURES,
  readSupplierPictures,
  removePicture,
  type SupplierPicture,
} from '~/lib/supplier-pictures'
import { changeSupplierPictures } from '~/models/supplier-pictures.server'
import type { PictureIntent } from '~/components/admin/supplier-pictures'
import { ChosenPictureSchema, PhotoUploadSchema, PictureWordsSchema } from '~/schemas/supplier-pictures'
import { imageChoices } from '~/services/image-choices.server'
import { storePhotograph, UploadError } from '~/services/uploads.server'

// The forms of a lodge's pictures on its page of the rate cards (/admin/rates/:id, docs/product.md,
// "Rate cards"), for its action: a photograph uploaded, one of the site's images chosen, a picture's
// words changed, a picture removed. Admins only (the action checks); each change on the audit trail.

type Audit = (
  action: AuditAction,
  detail?: Record<string, unknown>,
) => (trx: Kysely<Database>) => Promise<void>

interface Lodge {
  id: number
  kind: string
  name: string
  pictures: string
}

const refused = (intent: PictureIntent, result: SubmissionResult, key?: string) =>
  data({ intent, result, done: null, at: 0, key }, { status: 400 })

const changed = (intent: PictureIntent, done: string) => ({ intent, result: null, done, at: Date.now() })

/** A change that names a picture no longer there (removed meanwhile), or a supplier gone: 404. */
function saved(answer: SupplierPicture[] | { refused: string } | undefined) {
  if (!answer) throw data(null, { status: 404 })
  return answer
}

export async function handlePictureForm(
  intent: PictureIntent,
  formData: FormData | URLSearchParams,
  lodge: Lodge,
  audit: Audit,
) {
  // Only a lodge or camp is shown in a proposal with pictures.
  if (lodge.kind !== 'lodge') throw data(null, { status: 400 })
  if (intent === 'photo') {
    const submission = parseWithZod(formData, { schema: PhotoUploadSchema })
    if (submission.status !== 'success') return refused(intent, submission.reply())
    const refuse = (message: string) =>
      refused(intent, submission.reply({ fieldErrors: { photo: [message] } }))
    const { photo, alt } = submission.value
    // Said before the work of the photograph is done; said again if another took the last place meanwhile.
    if (readSupplierPictures(lodge.pictures, lodge.name).length >= MOST_PICTURES) return refuse(FULL_MESSAGE)
    let stored: Awaited<ReturnType<typeof storePhotograph>>
    try {
      stored = await storePhotograph(Buffer.from(await photo.arrayBuffer()))
    } catch (error) {
      if (error instanceof UploadError) return refuse(error.message)
      throw error
    }
    const picture = { key: stored.src, alt, widths: stored.widths }
    const answer = saved(
      await changeSupplierPictures(
        lodge.id,
        (pictures) => addPicture(pictures, picture),
        audit('supplier-photo-uploaded', { picture: picture.key, alt, widths: picture.widths }),
      ),
    )
    if ('refused' in answer) return refuse(answer.refused)
    return changed(intent, 'Photograph added: proposals sent from now on show it.')
  }
  if (intent === 'choose-picture') {
    const submission = parseWithZod(formData, { schema: ChosenPictureSchema })
    if (submission.status !== 'success') return refused(intent, submission.reply())
    const refuse = (message: string) =>
      refused(intent, submission.reply({ fieldErrors: { picture: [message] } }))
    const { picture: key, alt } = submission.value
    if (!(await imageChoices()).some((image) => image.value === key))
      return refuse('Choose a picture of the list')
    const answer = saved(
      await changeSupplierPictures(
        lodge.id,
        (pictures) => addPicture(pictures, { key, alt }),
        audit('supplier-picture-chosen', { picture: key, alt }),
      ),
    )
    if ('refused' in answer) return refuse(answer.refused)
    return changed(intent, 'Picture added: proposals sent from now on show it.')
  }
  if (intent === 'describe-picture') {
    const submission = parseWithZod(formData, { schema: PictureWordsSchema })
    const key = String(formData.get('key') ?? '').slice(0, 300)
    if (submission.status !== 'success') return refused(intent, submission.reply(), key)
    const { alt } = submission.value
    saved(
      await changeSupplierPictures(
        lodge.id,
        (pictures) => describePicture(pictures, key, alt),
        audit('supplier-picture-described', { picture: key, alt }),
      ),
    )
    return changed(intent, `Saved: proposals sent from now on describe the picture as “${alt}”.`)
  }
  const key = String(formData.get('key') ?? '').slice(0, 300)
  saved(
    await changeSupplierPictures(
      lodge.id,
      (pictures) => removePicture(pictures, key),
      audit('supplier-picture-removed', { picture: key }),
    ),
  )
  return changed(intent, 'Picture removed: proposals sent from now on do not show it.')
}
