import { constants } from 'node:fs'
import { access, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Resolves when this process can write a file into `dir`: the folder is writable, or, when it does not exist yet
 * (no file was ever uploaded there), the nearest folder above it is, so the upload can make it. Rejects naming the
 * folder otherwise (read-only disk, wrong owner, a file where the folder should be, a shared disk not mounted).
 */
export async function writableFolder(dir: string): Promise<void> {
  let at = path.resolve(dir)
  for (;;) {
    const found = await stat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
      throw error
    })
    if (found) {
      if (!found.isDirectory()) throw new Error(`${at} is not a folder`)
      try {
        await access(at, constants.W_OK)
      } catch (error) {
        throw new Error(`${at} is not writable (${(error as NodeJS.ErrnoException).code ?? 'refused'})`)
      }
      return
    }
    const parent = path.dirname(at)
    if (parent === at) throw new Error(`no folder of ${dir} exists`)
    at = parent
  }
}
