// Shapes of the site's typed content. The modules beside this file fill them with original copy.
import type { SceneName } from '../../art/scenes/index.ts'

/** The names of our drawn scenes: art/scenes/index.ts holds the one list. */
export type { SceneName }

/** One of our generated scenes (art/scenes), by name, with the text a screen reader reads for it. */
export interface ImageRef {
  scene: SceneName
  alt: string
}

export interface Place {
  name: string
  country: string
  text: string
  image: ImageRef
}

export interface Slide {
  title: string
  text: string
  image: ImageRef
}

export interface Partner {
  name: string
  url: string
  /** What we do with them, so the wall claims no more than that. */
  relation: string
}

export interface Section {
  title: string
  paragraphs: string[]
  /** Optional bullet points after the paragraphs. */
  points?: string[]
}
