/** A shared cache (CDN, Varnish) in front of the site that the site can purge. */
export interface ICdnPurger {
  /** Names the adapter in the log. */
  name: string
  /** Removes every cached page; rejects when the cache could not be told (the caller logs it). */
  purgeAll(): Promise<void>
}
