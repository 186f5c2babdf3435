import type { Of } from '../types'
import { TableScroll } from '@/ui/primitives/TableScroll'

export function TableBlock({ block }: { block: Of<'table'> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      {block.heading ? <h2 className="text-2xl font-semibold text-brand-900">{block.heading}</h2> : null}
      <TableScroll className="mt-4" label={block.caption ?? block.heading ?? 'Table'}>
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-muted">{block.caption}</caption>
          <thead>
            <tr className="bg-brand-50">
              {block.columns?.map((column) => (
                <th
                  key={column.id ?? column.label}
                  scope="col"
                  className="border border-gray-200 px-3 py-2 font-semibold"
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows?.map((row, rowIndex) => (
              <tr key={row.id ?? rowIndex}>
                {row.cells?.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th
                      key={cell.id ?? cellIndex}
                      scope="row"
                      className="border border-gray-200 px-3 py-2 font-medium"
                    >
                      {cell.value}
                    </th>
                  ) : (
                    <td key={cell.id ?? cellIndex} className="border border-gray-200 px-3 py-2">
                      {cell.value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
