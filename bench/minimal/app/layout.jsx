// The baseline of `npm run bench` (issue 10): a bare Next page with the site's next and react.
export const metadata = { title: 'Minimal Next page' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
