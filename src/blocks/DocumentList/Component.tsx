import type { Of } from '../types'

export function DocumentListBlock({ block }: { block: Of<'documentList'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {block.documents?.map((doc) => {
          const file = typeof doc.file === 'object' ? doc.file : null
          if (!file?.url) return null
          const kb = file.filesize ? Math.max(1, Math.round(file.filesize / 1024)) : null
          return (
            <li
              key={doc.id ?? doc.title}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            >
              <span>
                <span className="font-medium">{doc.title}</span>
                {doc.period ? <span className="ml-2 text-sm text-muted">{doc.period}</span> : null}
              </span>
              <a
                href={file.url}
                className="font-semibold text-brand-700 underline underline-offset-2"
                download
              >
                Download<span className="sr-only"> {doc.title}</span> (PDF{kb ? `, ${kb} KB` : ''})
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
