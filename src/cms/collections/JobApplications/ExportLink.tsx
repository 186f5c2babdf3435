/** Above the applications list: downloads them as CSV (the route checks the session and the role). */
export function ExportLink() {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/admin/job-applications.csv" download>
        Export CSV
      </a>
    </div>
  )
}
