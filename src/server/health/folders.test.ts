import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writableFolder } from './folders'

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'writable-folder-'))
})
afterAll(async () => {
  await chmod(path.join(root, 'locked'), 0o755).catch(() => undefined)
  await rm(root, { recursive: true, force: true })
})

describe('an upload folder the site can write to', () => {
  it('is a writable folder, or one not made yet under a writable folder', async () => {
    await mkdir(path.join(root, 'media'))
    await expect(writableFolder(path.join(root, 'media'))).resolves.toBeUndefined()
    await expect(writableFolder(path.join(root, 'not-yet', 'resumes'))).resolves.toBeUndefined()
  })

  it('is not a file standing where the folder should be', async () => {
    await writeFile(path.join(root, 'a-file'), 'x')
    await expect(writableFolder(path.join(root, 'a-file'))).rejects.toThrow(/is not a folder/)
    await expect(writableFolder(path.join(root, 'a-file', 'below'))).rejects.toThrow(/is not a folder/)
  })

  it.skipIf(process.getuid?.() === 0)('is not a folder the process may not write to', async () => {
    await mkdir(path.join(root, 'locked'))
    await chmod(path.join(root, 'locked'), 0o555)
    await expect(writableFolder(path.join(root, 'locked'))).rejects.toThrow(/is not writable/)
    await expect(writableFolder(path.join(root, 'locked', 'uploads'))).rejects.toThrow(/is not writable/)
  })
})
