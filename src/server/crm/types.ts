/** One delivery of a verified lead to the CRM. The idempotency key is the same on every attempt for that lead. */
export interface ICrmDelivery {
  idempotencyKey: string
  leadId: string
  body: ICrmLeadMessage
}

/** What the CRM receives: the spec 3 lead payload and what we know about its submission. */
export interface ICrmLeadMessage {
  idempotency_key: string
  lead_id: string
  submitted_at: string
  verified_at: string | null
  consent: { given: boolean; notice_version: string | null; at: string | null }
  lead: Record<string, unknown>
}

/**
 * `delivered`: the CRM has it (now or from an earlier attempt). `retry`: a passing failure (timeout, 5xx, 408,
 * 429, network): try again later. `rejected`: the CRM refused it for good (another 4xx): retrying will not help.
 */
export type TCrmOutcome =
  { outcome: 'delivered' } | { outcome: 'retry'; error: string } | { outcome: 'rejected'; error: string }

export interface ICrmAdapter {
  readonly name: string
  deliver(delivery: ICrmDelivery): Promise<TCrmOutcome>
}
