'use client'
import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useModal,
} from '@payloadcms/ui'
import React, { useCallback } from 'react'

import { ScheduleDrawer } from './ScheduleDrawer'

/**
 * "Publish changes" for pages, with "Schedule publishing" under its arrow opening our own drawer (India time, to the
 * minute, a past time refused). Payload's own button opened a drawer whose picker blocked past times by the
 * browser's clock but read the time in the chosen zone, and said "Scheduled successfully" whatever the server
 * answered.
 */
export function PublishButton() {
  const {
    id,
    collectionSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const { submit } = useForm()
  const modified = useFormModified()
  const { toggleModal, isModalOpen } = useModal()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const drawerSlug = `schedule-publish-${id}`

  const canPublish =
    hasPublishPermission &&
    (modified || unpublishedVersionCount > 0 || !hasPublishedDoc) &&
    uploadStatus !== 'uploading'
  const canSchedule = Boolean(hasPublishPermission && collectionSlug && id)

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return
    const result = await submit({
      action: `${api}/${collectionSlug}${id ? `/${id}` : ''}?depth=0`,
      overrides: { _status: 'published' },
    })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }, [
    api,
    collectionSlug,
    id,
    submit,
    uploadStatus,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
  ])

  if (!hasPublishPermission) return null
  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        type="button"
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
      {canSchedule && isModalOpen(drawerSlug) ? <ScheduleDrawer slug={drawerSlug} /> : null}
    </>
  )
}
