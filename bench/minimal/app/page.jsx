export default function Page() {
  return <h1>Hello from a minimal Next page</h1>
}
