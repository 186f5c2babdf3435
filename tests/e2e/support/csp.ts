import type { Page } from '@playwright/test'

/**
 * Records the Content-Security-Policy violations a page reports (the browser's `securitypolicyviolation` events,
 * and its console lines about refused scripts), from before the page's own scripts run.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective}: ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )
    return [...events, ...consoleLines]
  }
}
