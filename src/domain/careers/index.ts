export * from './application'
export * from './jobs'
export * from './json-ld'
