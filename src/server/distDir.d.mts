/** The build output folder, relative to the project: NEXT_DIST_DIR, or `.next`. */
export const DIST_DIR: string
