// SPEC §2 Page naming for analytics: '/' is 'landing'; any other path loses its leading slash
// and every remaining '/' becomes '-' ('/a/b' -> 'a-b').
export function pageName(pathname: string): string {
  if (pathname === '/' || pathname === '') return 'landing'
  return pathname.replace(/^\//, '').replaceAll('/', '-')
}
