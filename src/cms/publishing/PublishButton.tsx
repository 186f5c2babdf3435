'use client'
import {
  FormSubmit,
  PopupList,
  toast,
  useDocumentInfo,
  useFormFields,
  useFormModified,
  useModal,
  useServerFunctions,
} from '@payloadcms/ui'
import React, { useState } from 'react'

import { REVIEW_MESSAGES } from '@/domain/publishing/review'

import { NOTICE_KEY } from './ReviewPanel'
import { ScheduleDrawer } from './ScheduleDrawer'

type TResult = { message?: string; error?: string } | undefined

/**
 * "Publish changes" for pages, with "Schedule publishing" under its arrow opening our own drawer (India time, to the
 * minute, a past time refused: decision 83). It publishes the approved version as it stands, never the form's
 * fields, and only once a second person approved it (decision 84); the server checks both again.
 */
export function PublishButton() {
  const { id, collectionSlug, hasPublishPermission, uploadStatus } = useDocumentInfo()
  const { serverFunction } = useServerFunctions()
  const modified = useFormModified()
  const state = useFormFields(([fields]) => fields['review.state']?.value as string | undefined)
  const { toggleModal, isModalOpen } = useModal()
  const [busy, setBusy] = useState(false)
  const drawerSlug = `schedule-publish-${id}`

  const approved = state === 'approved'
  const canPublish = Boolean(
    hasPublishPermission && id && approved && !modified && uploadStatus !== 'uploading',
  )
  const canSchedule = Boolean(hasPublishPermission && collectionSlug && id)

  const publish = async () => {
    if (!canPublish) {
      toast.error(REVIEW_MESSAGES.publishUnapproved)
      return
    }
    setBusy(true)
    try {
      const result = (await serverFunction({
        name: 'review-action',
        args: { collection: collectionSlug, id, action: 'publish' },
      })) as TResult
      if (!result || result.error) {
        toast.error(result?.error ?? 'The page could not be published just now.')
        return
      }
      window.sessionStorage.setItem(NOTICE_KEY, 'Published successfully.')
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  if (!hasPublishPermission) return null
  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish || busy}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        type="button"
        tooltip={approved ? undefined : 'Publishing needs a reviewer’s approval first'}
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup>
                  <PopupList.Button
                    id="schedule-publish"
                    onClick={() => {
                      toggleModal(drawerSlug)
                      close()
                    }}
                  >
                    Schedule publishing
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
      >
        Publish changes
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) ? (
        <ScheduleDrawer
          slug={drawerSlug}
          publishRefusal={approved ? null : REVIEW_MESSAGES.publishUnapproved}
        />
      ) : null}
    </>
  )
}
