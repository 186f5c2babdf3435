/** Indian formatting, once: money (₹ with Indian grouping, lakh and crore) and dates ("24 Nov 2026"). */
export * from './date'
export * from './money'
