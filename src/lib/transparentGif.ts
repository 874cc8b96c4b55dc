/** A transparent 1×1 GIF, base64: the form stamp's image (formStamp) and a video's see-through poster. */
export const TRANSPARENT_GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
