/** Above a submissions list: downloads the collection as CSV (the route checks the session and the role). */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV
      </a>
    </div>
  )
}
