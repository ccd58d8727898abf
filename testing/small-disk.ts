import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// A disk of a test's own: a tmpfs of a few megabytes that the test can fill and empty again, as a full
// disk on a real host. Mounting needs root, which CI has; elsewhere the tests that need it are skipped.

export const canMountDisks = process.getuid?.() === 0

export interface SmallDisk {
  path: string
  /** Fills what is left of the disk; `empty` gives the room back. */
  fill(): void
  empty(): void
  remove(): void
}

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-small-disk-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', mount])
  const filler = path.join(mount, 'filler')
  return {
    path: mount,
    fill: () => {
      try {
        fs.writeFileSync(filler, Buffer.alloc(2 * sizeMb * 1024 * 1024))
      } catch {
        // ENOSPC: the disk is full, as intended
      }
    },
    empty: () => fs.rmSync(filler, { force: true }),
    remove: () => {
      execFileSync('umount', [mount])
      fs.rmSync(mount, { recursive: true, force: true })
    },
  }
}
