/** The quote journey's domain: ages, the premium from a plan's rate table, the form's check, and the quote's PDF. */
export * from './types'
export * from './age'
export * from './premium'
export * from './table'
export * from './benefits'
export * from './document'
export * from './summary'
export * from './prefill'
