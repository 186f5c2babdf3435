import type { UIFieldServerComponent } from 'payload'
import React from 'react'

import { mediaUses } from '../uploads/usage'

/**
 * On a media file's page, above the delete button's effect: the pages, posts, menus and items using the file
 * (decision 96). Deleting a file listed here is refused.
 */
export const MediaUsage: UIFieldServerComponent = async ({ id, payload, req }) => {
  if (id === undefined || id === null) return null
  const uses = await mediaUses(payload, id, req)
  return (
    <div className="field-type media-usage" data-testid="media-usage">
      <p className="field-label">Where it is used</p>
      {uses.length === 0 ? (
        <p>Not used on any page, post, menu or item: it can be deleted.</p>
      ) : (
        <>
          <p>Used in {uses.length} place(s). Deleting is refused while it is; replace it there first.</p>
          <ul>
            {uses.map((use) => (
              <li key={`${use.where} ${use.field}`}>
                {use.where} ({use.field})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
