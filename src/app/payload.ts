/**
 * Loads the CMS's configuration (src/payload.config.ts), which hands itself to the server's Payload client as it
 * loads (src/server/content/payload-config.ts). Every entry Next loads on its own imports this first: each route
 * handler, metadata route and root layout (a page renders under its root layout, which has loaded it). Checked by
 * src/app/payload.test.ts.
 */
import '@payload-config'
