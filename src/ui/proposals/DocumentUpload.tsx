'use client'

import { useEffect, useRef, useState } from 'react'

import { formatDate } from '@/domain/format'
import { APPLICATION_TEXTS } from '@/domain/proposals/application'
import { EVIDENCE_KINDS, EVIDENCE_MAX_BYTES } from '@/domain/uploads'

import { apiCall, FileField, FormNotice, useFileChoice } from '../forms'
import { useLanguage, useT } from '../i18n/Texts'

export type TSentDocument = { name: string; kind: string; received_at: string }

/**
 * On the tracking page, while the application needs a document: one file (PDF, JPG or PNG, up to 5 MB, checked by
 * its content in the browser and again on the server) sent with the tracking credential the status came with. The
 * answer says the document was received and lists what was sent; a refusal speaks beside the field.
 */
export function DocumentUpload({ initial }: { initial: TSentDocument[] }) {
  const t = useT()
  const language = useLanguage()
  const choice = useFileChoice(EVIDENCE_KINDS, EVIDENCE_MAX_BYTES, { required: true })
  const [documents, setDocuments] = useState(initial)
  const [received, setReceived] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const receivedRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (received) receivedRef.current?.focus()
  }, [received])

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setNotice(null)
    setReceived(null)
    if (!choice.check() || !choice.file) return
    setBusy(true)
    const body = new FormData()
    body.set('document', choice.file, choice.file.name)
    const answer = await apiCall<{ name: string; documents: TSentDocument[] }>(
      '/api/v1/applications/documents',
      { body, timeoutMs: 60_000 },
    )
    setBusy(false)
    if (answer.status === 200 && answer.data) {
      setDocuments(answer.data.documents)
      setReceived(answer.message)
      choice.clear()
      return
    }
    const problem = answer.errors?.document
    if (problem) choice.fail(problem)
    else setNotice(answer.message)
  }

  return (
    <section aria-labelledby="upload-heading" className="grid gap-3 rounded-lg border border-brand-200 p-4">
      <h3 id="upload-heading" className="font-semibold text-ink">
        {t(APPLICATION_TEXTS.uploadHeading)}
      </h3>
      {received ? (
        <p
          ref={receivedRef}
          tabIndex={-1}
          role="status"
          id="upload-received"
          className="rounded-md bg-green-50 p-3 font-medium text-green-900"
        >
          {t(received)}
        </p>
      ) : null}
      <form onSubmit={(event) => void send(event)} noValidate aria-busy={busy} className="grid gap-3">
        <FileField
          choice={choice}
          name="document"
          label={t(APPLICATION_TEXTS.uploadLabel)}
          purpose={t(APPLICATION_TEXTS.uploadPurpose)}
        />
        <FormNotice id="upload-notice" text={notice} />
        <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
          {t(received ? APPLICATION_TEXTS.uploadAnother : APPLICATION_TEXTS.uploadButton)}
        </button>
      </form>
      {documents.length ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold text-ink">{t(APPLICATION_TEXTS.uploadsHeading)}</h4>
          <ul className="grid gap-1 text-sm text-ink" id="upload-list">
            {documents.map((document, index) => (
              <li key={`${document.received_at}-${index}`} className="break-all">
                {document.name} · {formatDate(document.received_at, language)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
