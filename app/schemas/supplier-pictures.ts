import { z } from 'zod'
import { PICTURE_ALT_MAX } from '~/lib/supplier-pictures'
import { requiredText } from './fields'

// The forms of a lodge's pictures on its rate card (docs/product.md, "Rate cards"): a photograph
// uploaded with its words, one of the site's images chosen with its words, and new words for a picture.

/** A picture's words: what it shows, for travellers who cannot see it, on one line. */
const pictureWords = (message: string) =>
  requiredText(message, PICTURE_ALT_MAX).overwrite((value) => value.replace(/\s+/g, ' '))

export const PHOTO_WORDS_MESSAGE = 'Describe the photograph for travellers who cannot see it'
export const PICTURE_WORDS_MESSAGE = 'Describe the picture for travellers who cannot see it'

/** A file input left empty is sent as a file with no name and no bytes: none was chosen. */
const chosenFile = (value: unknown) =>
  value instanceof File && value.size === 0 && value.name === '' ? undefined : value

export const PhotoUploadSchema = z.object({
  photo: z.preprocess(chosenFile, z.instanceof(File, { error: 'Choose a photograph to upload' })),
  alt: pictureWords(PHOTO_WORDS_MESSAGE),
})

export const ChosenPictureSchema = z.object({
  picture: requiredText('Choose a picture of the list', 300),
  alt: pictureWords(PICTURE_WORDS_MESSAGE),
})

export const PictureWordsSchema = z.object({
  key: requiredText('Choose a picture of the list', 300),
  alt: pictureWords(PICTURE_WORDS_MESSAGE),
})
