export * from './application'
export * from './jobs'
