/**
 * The floor of `npm run bench`: the smallest page Next.js serves, built with the site's Next version and the same
 * build flags (webpack, React strict mode, browser source maps, no X-Powered-By), and measured in the same run as the
 * site, so each page's figures read as a ratio to what the framework itself allows on this machine at that moment.
 */
const config = {
  poweredByHeader: false,
  reactStrictMode: true,
  productionBrowserSourceMaps: true,
}

export default config
