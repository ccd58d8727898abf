import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { scenes } from '../art/scenes/index.ts'
import { SCENE_FORMATS, SCENE_VARIANTS, sceneUrl, type SceneVariant } from '../app/content/scene-variants.ts'

// Turns the drawn scenes (art/scenes/) into the site's responsive images under public/images/scenes.
// An operator's photo at art/photos/<scene>.(jpg|jpeg|png|webp|avif) replaces the drawing of that name.
// The output is cached: it is made again only when the drawings, the photos or this file change.

const root = path.resolve(import.meta.dirname, '..')
const outputDirectory = path.join(root, 'public/images/scenes')
const photoDirectory = path.join(root, 'art/photos')
const stampFile = path.join(outputDirectory, '.stamp')
const PHOTO_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif']

function photoFor(scene: string): string | undefined {
  return PHOTO_TYPES.map((type) => path.join(photoDirectory, scene + type)).find((file) =>
    fs.existsSync(file),
  )
}

function sourcesHash(): string {
  const hash = crypto.createHash('sha256')
  const files = [
    // The drawings are every module under art/, primitives/ and scenes/ included.
    ...fs
      .readdirSync(path.join(root, 'art'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(root, 'art', name)),
    ...(fs.existsSync(photoDirectory)
      ? fs.readdirSync(photoDirectory).map((name) => path.join(photoDirectory, name))
      : []),
    import.meta.filename,
    path.join(root, 'app/content/scene-variants.ts'),
  ].sort()
  for (const file of files) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex')
}

async function renderScene(scene: string, draw: () => string): Promise<void> {
  const photo = photoFor(scene)
  const { width, height } = SCENE_VARIANTS.wide
  // One full-size raster, from which every crop and width is cut.
  const master = await sharp(photo ?? Buffer.from(draw()))
    .resize(width, height, { fit: 'cover' })
    .png()
    .toBuffer()
  const jobs: Promise<unknown>[] = []
  for (const [variant, spec] of Object.entries(SCENE_VARIANTS) as [
    SceneVariant,
    (typeof SCENE_VARIANTS)[SceneVariant],
  ][]) {
    for (const targetWidth of spec.widths) {
      const targetHeight = Math.round((targetWidth * spec.height) / spec.width)
      for (const format of SCENE_FORMATS) {
        const image = sharp(master).resize(targetWidth, targetHeight, { fit: 'cover', position: 'centre' })
        const encoded =
          format === 'avif' ? image.avif({ quality: 52, effort: 3 }) : image.webp({ quality: 76 })
        jobs.push(encoded.toFile(path.join(root, 'public', sceneUrl(scene, variant, targetWidth, format))))
      }
    }
  }
  await Promise.all(jobs)
}

export async function renderScenes(log: (message: string) => void = console.log): Promise<void> {
  const hash = sourcesHash()
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return
  const started = Date.now()
  fs.rmSync(outputDirectory, { recursive: true, force: true })
  fs.mkdirSync(outputDirectory, { recursive: true })
  for (const [scene, draw] of Object.entries(scenes)) await renderScene(scene, draw)
  fs.writeFileSync(stampFile, hash)
  log(
    `Images: ${Object.keys(scenes).length} scenes rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

export function scenesPlugin(): Plugin {
  return {
    name: 'tembo-scenes',
    // Before the client build copies public/, and when the dev server starts.
    async buildStart() {
      if (this.environment?.name === 'client') await renderScenes()
    },
    async configureServer() {
      await renderScenes()
    },
  }
}
