export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest page Next.js serves: one heading and one paragraph, no client component of its own.</p>
    </main>
  )
}
