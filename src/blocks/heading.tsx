/** The id a block's heading carries, for the section's `aria-labelledby`. */
export const headingId = (block: { id?: string | null }, prefix: string) => `${prefix}-${block.id ?? 'block'}`

/** A block's h2 and its optional introduction. */
export function SectionHeading({
  id,
  heading,
  intro,
}: {
  id: string
  heading: string
  intro?: string | null
}) {
  return (
    <>
      <h2 id={id} className="text-2xl font-semibold text-brand-900">
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted">{intro}</p> : null}
    </>
  )
}
