/**
 * Runs once when a server instance starts: the environment is validated here, so a bad or unsafe setting (for
 * example APP_ENV=devs on the production site, or the console SMS provider in production) stops the start with
 * a message naming it instead of failing on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('./server/env')
  try {
    env()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
