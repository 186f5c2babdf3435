import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { avatarColour } from '@/domain/media-centre/avatar'
import type { Media } from '@/payload-types'

import { Avatar } from './Avatar'

const photo = {
  id: 7,
  alt: 'Portrait of Asha Devi Rao',
  url: '/cms/api/media/file/asha.svg',
  mimeType: 'image/svg+xml',
  width: 320,
  height: 320,
} as Media

describe('Avatar', () => {
  it('shows the photo when there is one, round, as decoration beside the printed name', () => {
    const html = renderToStaticMarkup(<Avatar name="Asha Devi Rao" photo={photo} />)
    expect(html).toMatch(/^<img [^>]*src="\/cms\/api\/media\/file\/asha.svg"/)
    expect(html).toContain('alt=""')
    expect(html).toContain('rounded-full')
    expect(html).not.toContain('AR')
  })

  it('shows the initials on the name’s colour when there is no photo, hidden from screen readers', () => {
    const html = renderToStaticMarkup(<Avatar name="Asha Devi Rao" photo={null} size="lg" />)
    expect(html).toMatch(/^<span aria-hidden="true"[^>]*>AR<\/span>$/)
    expect(html).toContain(`background-color:${avatarColour('Asha Devi Rao')}`)
    expect(html).toContain('rounded-full')
    expect(html).toContain('text-white')
    expect(html).toContain('h-16 w-16')
  })

  it('falls back to the initials when the photo was not read (an id without an address)', () => {
    expect(renderToStaticMarkup(<Avatar name="Kavita Menon" photo={12} />)).toMatch(/>KM<\/span>$/)
    expect(renderToStaticMarkup(<Avatar name="Kavita Menon" photo={{ ...photo, url: null }} />)).toMatch(
      />KM<\/span>$/,
    )
  })
})
