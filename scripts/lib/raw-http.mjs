// For checks that write requests on raw sockets (scripts/replica-headers.mjs, the cluster's front
// checks): the head of the first answer read back, as sent, headers not merged.

/** The status and headers (lower-case name → every value, in order) of an answer's head. */
export function parseResponseHead(answer) {
  const [head = ''] = answer.split('\r\n\r\n')
  const [statusLine = '', ...lines] = head.split('\r\n')
  const raw = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    ;(raw[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim())
  }
  return { status: Number(statusLine.split(' ')[1]), raw }
}
