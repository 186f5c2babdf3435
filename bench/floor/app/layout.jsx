export const metadata = {
  title: 'Floor',
  description: 'The smallest Next.js page, measured beside the site by npm run bench.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
