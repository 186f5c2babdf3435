import type { UploadConfig } from 'payload'
import { headersWithCors } from 'payload'

import type { IStoredDoc, IStoredFiles } from '@/server/uploads/stored-files'

type THandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * The answer for a file that is not there, on the disk or in the bucket: 404, kept by no cache. Payload's own
 * answers a name with no file (a mistyped address, an image deleted from the library, a file lost with a disk) with
 * a 500 and logs the path it looked at; the storage plugin's, with an empty 404 a shared cache may keep. Runs after
 * Payload has checked read access, and after any handler before it in the list: a file that is there is left to
 * those (or to Payload's or the storage plugin's own answer).
 */
export function missingFileAnswer(files: IStoredFiles): THandler {
  const handler = async (
    req: Parameters<THandler>[0],
    { doc, params }: Parameters<THandler>[1],
  ): Promise<Response | undefined> => {
    // undefined: a name outside the folder, Payload's to refuse (400).
    const found = await files.find({ filename: params.filename, req, doc: doc as IStoredDoc | undefined })
    if (found !== null) return undefined
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
