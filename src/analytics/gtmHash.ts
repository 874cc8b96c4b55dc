// The Content-Security-Policy hash of the one inline script @next/third-parties'
// GoogleTagManager adds (its `_next-gtm-init`, which starts the default `dataLayer`). Static pages
// allow inline scripts only by hash; gtm.test.tsx renders the component and fails when this no
// longer matches what it writes (a library update that changed the snippet).
export const GTM_INIT_SCRIPT_HASH = 'sha256-mjAPvJKRBATPwtDkDe1t+tw2mbmVjgXVfYImJfeAdz8='
