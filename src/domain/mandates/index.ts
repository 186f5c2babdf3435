export * from './ifsc'
export * from './rules'
