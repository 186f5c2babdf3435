import 'server-only'

import { STATUS_PAGES } from '@/domain/status'

import { PURGEABLE_TAGS } from './purge'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
h1{color:#042a50}fieldset{border:1px solid #999;border-radius:6px;margin:1rem 0;padding:1rem}
label{display:flex;gap:.5rem;align-items:center;min-height:44px}input[type=text]{min-height:44px;width:100%;padding:0 .5rem;border:1px solid #666;border-radius:6px}
button{min-height:44px;padding:0 1.25rem;border:0;border-radius:6px;background:#084887;color:#fff;font-weight:600;cursor:pointer}
.note{background:#eef6ff;padding:.75rem 1rem;border-radius:6px}.error{background:#fde8e8;color:#8a1111;padding:.75rem 1rem;border-radius:6px}`

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

const html = (status: number, content: string) =>
  new Response(content, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    },
  })

/** The 403 page for anyone who is not a signed-in administrator. */
export function forbiddenPage(): Response {
  const page = STATUS_PAGES[403]
  return html(
    403,
    document(
      page.title,
      `<h1>${escape(page.title)}</h1><p>${escape(page.message)}</p><p><a href="/">Go to the home page</a></p>`,
    ),
  )
}

/** The purge form: all caches, or chosen tags, or pages by path. */
export function purgePage(token: string, result?: { purged?: string[]; error?: string }): Response {
  const status = result?.error ? 400 : 200
  const message = result?.error
    ? `<p class="error" role="alert">${escape(result.error)}</p>`
    : result?.purged
      ? `<p class="note" role="status">Purged: ${escape(result.purged.join(', '))}. The next request of each page is rendered fresh.</p>`
      : ''
  const tags = PURGEABLE_TAGS.map(
    (tag) => `<label><input type="checkbox" name="tag" value="${escape(tag)}"> ${escape(tag)}</label>`,
  ).join('')
  return html(
    status,
    document(
      'Site cache',
      `<h1>Site cache</h1><p>Content is cached by tag and refreshed when it is saved in the admin. Purge it here if a change does not show.</p>${message}
<form method="post"><input type="hidden" name="csrf" value="${escape(token)}"><input type="hidden" name="scope" value="all"><button type="submit">Purge everything</button></form>
<form method="post"><input type="hidden" name="csrf" value="${escape(token)}"><fieldset><legend>Purge by tag</legend>${tags}</fieldset>
<label for="path">Pages by path (comma separated)</label><input type="text" id="path" name="path" placeholder="/resources, /services">
<p><button type="submit">Purge selected</button></p></form><p><a href="/admin">Back to the admin</a></p>`,
    ),
  )
}
