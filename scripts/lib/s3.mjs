import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** The bucket the test servers keep their uploads in. */
export const TEST_BUCKET = 'sahyog-test-uploads'

/**
 * A throwaway S3-compatible store (s3rver, a dev dependency) on a free port of 127.0.0.1, keeping its objects in a
 * fresh temporary folder, with the bucket made. `env` is what a server needs to keep its uploads there (the same
 * for every instance, as they share REDIS_URL); s3rver takes its own default key pair. `stop()` ends it and removes
 * the folder.
 */
export async function startS3({ bucket = TEST_BUCKET } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sahyog-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  let address
  try {
    address = await server.run()
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true })
    throw error
  }
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    async stop() {
      await server.close().catch(() => undefined)
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
