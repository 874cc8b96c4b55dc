// The build output folder: `.next`, or NEXT_DIST_DIR for a second build beside it (the analytics
// route tests build with every third party configured into .next-analytics). next.config.ts
// writes there; the server reads its prerendered pages and chunks from there at run time, and the
// scripts and route tests that read a build find it here.
//
// Plain JavaScript (no TypeScript): next.config.ts, the server and Node scripts all import it.
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next'
