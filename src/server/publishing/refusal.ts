import { APIError } from 'payload'

/** Set by the review's own actions (src/server/publishing/review.ts), which write the review themselves. */
export const REVIEW_ACTION = 'reviewAction'

/** Refused with a message the admin shows beside the form, and a 403 through the REST API. */
export class ReviewRefusal extends APIError {
  constructor(message: string) {
    super(message, 403, null, true)
  }
}
