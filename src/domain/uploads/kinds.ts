/**
 * The file kinds a visitor may upload (spec 5 "File types": career resume pdf, doc, docx, txt, rtf; grievance
 * attachment jpg, jpeg, png, pdf, xls) and how each is recognised by its content, never by its name alone.
 */
export const FILE_KINDS = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf', label: 'PDF' },
  doc: { extensions: ['doc'], mime: 'application/msword', label: 'DOC' },
  docx: {
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
  },
  txt: { extensions: ['txt'], mime: 'text/plain; charset=utf-8', label: 'TXT' },
  rtf: { extensions: ['rtf'], mime: 'application/rtf', label: 'RTF' },
  jpg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', label: 'JPG' },
  png: { extensions: ['png'], mime: 'image/png', label: 'PNG' },
  xls: { extensions: ['xls'], mime: 'application/vnd.ms-excel', label: 'XLS' },
} as const satisfies Record<string, { extensions: readonly string[]; mime: string; label: string }>

export type TFileKind = keyof typeof FILE_KINDS

/** Spec 5: a career resume. */
export const RESUME_KINDS = ['pdf', 'doc', 'docx', 'txt', 'rtf'] as const satisfies readonly TFileKind[]
export const RESUME_MAX_BYTES = 2 * 1024 * 1024

/** Spec 5: a grievance attachment (jpg and jpeg are one kind). */
export const GRIEVANCE_KINDS = ['jpg', 'png', 'pdf', 'xls'] as const satisfies readonly TFileKind[]
export const GRIEVANCE_MAX_BYTES = 5 * 1024 * 1024

/** A medical report or other evidence: an image or a PDF. */
export const EVIDENCE_KINDS = ['pdf', 'jpg', 'png'] as const satisfies readonly TFileKind[]
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024

/** What staff upload in the admin (Media: pictures, brochures, disclosures); Payload refuses a larger file. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024

/** The `accept` attribute of a file input for these kinds: extensions and media types. */
export function acceptAttribute(kinds: readonly TFileKind[]): string {
  const parts = kinds.flatMap((kind) => [
    ...FILE_KINDS[kind].extensions.map((ext) => `.${ext}`),
    FILE_KINDS[kind].mime.split(';')[0],
  ])
  return [...new Set(parts)].join(',')
}

/** '2 MB', '500 KB': a size for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}

/** Each kind's name as people know it: ['PDF', 'JPG', 'JPEG']. */
export const kindLabels = (kinds: readonly TFileKind[]): string[] =>
  kinds.flatMap((kind) => (kind === 'jpg' ? ['JPG', 'JPEG'] : [FILE_KINDS[kind].label]))

/** 'PDF, DOC, DOCX, TXT or RTF': the kinds for a message or a hint. */
export function kindList(kinds: readonly TFileKind[]): string {
  const labels = kindLabels(kinds)
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '')
}

/** The hint under a file input: 'PDF, DOC, DOCX, TXT or RTF, up to 2 MB'. */
export const uploadHint = (kinds: readonly TFileKind[], maxBytes: number) =>
  `${kindList(kinds)}, up to ${formatBytes(maxBytes)}`
