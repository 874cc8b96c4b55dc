// Turbopack, whose root here is the repository (for its node_modules), otherwise takes the site's
// src/instrumentation.ts for this page too: the site's server hook and leads store would run in
// the minimal page's server and slow the baseline the bench compares the site with. Nothing to do.
export function register() {}
