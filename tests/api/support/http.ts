import { expect } from 'vitest'

/** The server under test, started by scripts/test.mjs (or any running instance named by BASE_URL). */
export const BASE_URL = process.env.TEST_BASE_URL || 'http://localhost:3000'

/** Text a visitor reads in a page's HTML (not scripts, styles or the router's payload), its spaces joined. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

export const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, BASE_URL), { redirect: 'manual', ...init })

export const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@sahyoglife.example',
  password: process.env.ADMIN_PASSWORD || 'test-admin-password-1',
}

/** Logs in to Payload's REST API and returns the session token for an Authorization header. */
export async function adminToken(): Promise<string> {
  const res = await fetch(new URL('/cms/api/users/login', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`)
  const body = (await res.json()) as { token: string }
  return body.token
}

/**
 * The local gateway's checkout button ("Pay" or "Fail") for an order: where the gateway would send the browser
 * back to, signed as Razorpay signs it.
 */
export async function sandboxReturn(order: string, outcome: 'pay' | 'fail' = 'pay'): Promise<URL> {
  const res = await fetch(new URL('/api/v1/renewal-payment/sandbox', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order, outcome }).toString(),
    redirect: 'manual',
  })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!, BASE_URL)
}
