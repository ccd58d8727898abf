import { scenes } from '../../art/scenes'
import { listUploadNames } from '~/models/uploads.server'

/** The images a package or a country page may show: our drawn scenes, then the newest uploads. */
export async function imageChoices() {
  const uploads = await listUploadNames(100)
  return [
    ...Object.keys(scenes).map((name) => ({
      value: `scene:${name}`,
      label: `Drawn scene: ${name.replaceAll('-', ' ')}`,
    })),
    ...uploads.map((upload) => ({
      value: `/uploads/${upload.name}`,
      label: `Upload of ${upload.created_at.slice(0, 10)}: ${upload.name}`,
    })),
  ]
}
