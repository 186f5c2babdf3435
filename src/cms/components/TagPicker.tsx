'use client'
import type { OptionObject, TextFieldClientComponent } from 'payload'

import { FieldDescription, FieldError, FieldLabel, SelectInput, useConfig, useField } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

type TTagDoc = { name: string; slug: string }

/**
 * A blog post's tags, picked from the blog tags (decision 96). The post keeps each tag's address part, as before,
 * so the guides' addresses (/blog/guides/{tag}) and the content API's answers are unchanged; the server refuses a
 * tag that is not in the list.
 */
export const TagPicker: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError } = useField<string[] | null>({ path })
  const { config } = useConfig()
  const [options, setOptions] = useState<OptionObject[]>([])
  const api = `${config.serverURL ?? ''}${config.routes.api}`

  useEffect(() => {
    let live = true
    fetch(`${api}/blog-tags?limit=500&depth=0&sort=name&select[name]=true&select[slug]=true`, {
      credentials: 'include',
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ docs: TTagDoc[] }>) : { docs: [] }))
      .then(({ docs }) => {
        if (live) setOptions(docs.map((doc) => ({ label: `${doc.name} (${doc.slug})`, value: doc.slug })))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api])

  const current = Array.isArray(value) ? value : []
  // A tag kept from before the list existed still shows, so it can be seen and removed.
  const shown = [
    ...options,
    ...current
      .filter((tag) => !options.some((option) => option.value === tag))
      .map((tag) => ({ label: tag, value: tag })),
  ]
  const label = typeof field.label === 'string' ? field.label : 'Tags'

  return (
    <div className="field-type tag-picker">
      <SelectInput
        name={field.name}
        path={path}
        hasMany
        isClearable
        options={shown}
        value={current}
        readOnly={readOnly}
        showError={showError}
        Label={<FieldLabel label={label} path={path} />}
        Error={<FieldError path={path} />}
        Description={<FieldDescription description={field.admin?.description} path={path} />}
        onChange={(selected) => {
          const list = Array.isArray(selected) ? selected : selected ? [selected] : []
          setValue(list.map((option) => String((option as { value: unknown }).value)))
        }}
      />
    </div>
  )
}
