/**
 * The bench's even-rate verifyOtp run (decision 77), in a worker thread of its own. Its timers and sends then have
 * their own event loop and heap: a collection of the bench's heap, which holds what fifty-five Lighthouse runs left
 * behind, no longer holds up a send that was due and counts against the server.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'

/** A verifyOtp answer that says the code was right (`status: true`), not merely a 2xx. */
export function isVerified(body) {
  try {
    return JSON.parse(body).status === true
  } catch {
    return false
  }
}

/**
 * Each request sent once, the n-th due n / rate seconds after the first, whether or not earlier ones answered;
 * each latency runs from when the request was due to its answer's last byte.
 */
async function verifyAtRate({ url, requests, rate }) {
  const latencies = []
  let verified = 0
  let non2xx = 0
  let errors = 0
  const start = performance.now()
  await Promise.all(
    requests.map(async (request, n) => {
      const due = start + (n * 1000) / rate
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
      try {
        const res = await fetch(url, { method: 'POST', ...request })
        if (isVerified(await res.text())) verified++
        if (!res.ok) non2xx++
      } catch {
        errors++
      }
      // Timed from when it was due, not from when it left: a request sent late, behind a busy event loop on these
      // two shared cores, counts its wait too.
      latencies.push(performance.now() - due)
    }),
  )
  latencies.sort((a, b) => a - b)
  const quantile = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)])
  return {
    rps: requests.length / ((performance.now() - start) / 1000),
    p99: quantile(0.99),
    non2xx,
    errors,
    total: requests.length,
    verified,
  }
}

if (!isMainThread && workerData?.task === 'verify-at-rate') {
  parentPort.postMessage(await verifyAtRate(workerData))
}
