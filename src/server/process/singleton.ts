/**
 * One value per process, whichever bundle asks. Next may load a module once per route bundle, and the host
 * (src/host) is a bundle of its own, so a module-level variable would be made again in each: the value lives on
 * globalThis under `Symbol.for(key)` instead, made by the first caller and shared by every later one (the
 * symbols the host shares with the application are keys like any other).
 */
export function processSingleton<T>(key: string | symbol, make: () => T): T {
  const shared = globalThis as Record<symbol, unknown>
  const symbol = typeof key === 'symbol' ? key : Symbol.for(`sahyog.${key}`)
  shared[symbol] ??= make()
  return shared[symbol] as T
}

/** Forgets a value kept by `processSingleton`, so the next caller makes a new one (tests; a changed setting). */
export function forgetProcessSingleton(key: string | symbol): void {
  const symbol = typeof key === 'symbol' ? key : Symbol.for(`sahyog.${key}`)
  delete (globalThis as Record<symbol, unknown>)[symbol]
}
