/** Taxes on premiums: GST as dated rules. */
export * from './gst'
