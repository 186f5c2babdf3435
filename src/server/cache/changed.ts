import { processSingleton } from '../process/singleton'

/**
 * Who must hear, in this process, that published content changed: the proxy's in-memory copies (the path index)
 * look again at once instead of at their next second. Called wherever cache tags are expired (revalidate.ts);
 * other instances see the change on their own next look. Plain TypeScript: the proxy's bundle registers here, and
 * the registry lives on globalThis so every bundle of the process shares it.
 */
const LISTENERS = Symbol.for('sahyog.content-changed')

type TListener = () => void

function listeners(): Set<TListener> {
  return processSingleton(LISTENERS, () => new Set<TListener>())
}

export function onContentChanged(listener: TListener): void {
  listeners().add(listener)
}

export function contentChanged(): void {
  for (const listener of listeners()) listener()
}
