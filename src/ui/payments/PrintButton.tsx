'use client'

/** Prints the page (the receipt; navigation and buttons are hidden in print), under the label given in its language. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded border border-gray-500 px-5 py-2 font-semibold text-ink hover:bg-gray-100"
    >
      {label}
    </button>
  )
}
