// The Studio's side of the Presentation protocol (issue 35), for the overlay tests only: a browser
// module the Content Lake stand-in bundles (esbuild) and serves at /studio. Like the Presentation
// tool, it opens the preview URL (?preview=…) in a frame and speaks @sanity/comlink's controller
// side: channel 'presentation' to the site's node 'visual-editing' (what @sanity/visual-editing's
// overlays connect to, createNode({name: 'visual-editing', connectTo: 'presentation'})). It
// answers the node's requests with empty values and records what the site posts (the click on an
// overlay posts 'visual-editing/focus' with the document id and path) in window.__presentation.
// ?handshake=off: the frame opens but nobody answers the handshake (the site's overlays never
// connect).
import { createConnectionMachine, createController } from '@sanity/comlink'
import { createCompatibilityActors } from '@sanity/presentation-comlink'

const params = new URLSearchParams(location.search)
const preview = new URL(params.get('preview') ?? '/', location.href)
const state = { status: 'idle', messages: [] }
window.__presentation = state

const frame = document.createElement('iframe')
frame.title = 'Preview'
frame.src = preview.href
frame.style.cssText = 'border:0;width:100%;height:100%;display:block'
document.body.append(frame)

if (params.get('handshake') !== 'off') {
  const controller = createController({ targetOrigin: preview.origin })
  controller.addTarget(frame.contentWindow)
  // The site's node posts in the older 'sanity/channels' format (its compatibility actors); the
  // Presentation tool reads both, as these actors do.
  const channel = controller.createChannel(
    { name: 'presentation', connectTo: 'visual-editing', heartbeat: true },
    createConnectionMachine().provide({ actors: createCompatibilityActors() }),
  )
  channel.onStatus((event) => {
    state.status = event.status
  })
  const record = (type) => (data) => {
    state.messages.push({ type, data })
  }
  for (const type of [
    'visual-editing/focus',
    'visual-editing/toggle',
    'visual-editing/navigate',
    'visual-editing/meta',
    'visual-editing/documents',
  ]) {
    channel.on(type, record(type))
  }
  // The node's requests: no schema, snapshots, features or shared state; drafts are shown.
  channel.on('visual-editing/features', () => ({ features: {} }))
  channel.on('visual-editing/schema', () => ({ schema: [] }))
  channel.on('visual-editing/schema-union-types', () => ({ types: {} }))
  channel.on('visual-editing/preview-snapshots', () => ({ snapshots: [] }))
  channel.on('visual-editing/shared-state', () => ({ state: {} }))
  channel.on('visual-editing/fetch-perspective', () => ({ perspective: 'drafts' }))
  channel.start()
}
