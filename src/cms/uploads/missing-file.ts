import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'
import { headersWithCors } from 'payload'

type THandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * The answer for a file that is not on the disk: 404. Payload's own answers a name with no file (a mistyped
 * address, an image deleted from the library, a file lost with a disk) with a 500 and logs the path it looked
 * at. Runs after Payload has checked read access, and after any handler before it in the list: a file that is
 * there is left to those (or to Payload's own answer).
 */
export function missingFileAnswer(staticDir: string): THandler {
  const root = path.resolve(staticDir)
  const handler = async (
    req: Parameters<THandler>[0],
    { params }: Parameters<THandler>[1],
  ): Promise<Response | undefined> => {
    const file = path.resolve(root, params.filename)
    // A name outside the folder is Payload's to refuse (400).
    if (!file.startsWith(root + path.sep)) return undefined
    const stats = await stat(file).catch(() => null)
    if (stats?.isFile()) return undefined
    return Response.json(
      { errors: [{ message: 'Not Found' }] },
      {
        status: 404,
        headers: headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req }),
      },
    )
  }
  // Payload's type has no `Promise<Response | undefined>`; undefined is its "not answered here".
  return handler as THandler
}
