import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { csvCell, leadsToCsv, main } = await import('./cli')
const { openLeadsDatabase } = await import('./db')
const { saveLead } = await import('./store')
const { readLeadsConfig } = await import('./config')

describe('CSV export', () => {
  it('quotes cells and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"')
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell(null)).toBe('')
  })

  // Issue 46: OWASP's CSV Injection list, the full-width forms and leading whitespace.
  it.each([
    ['=1+2', "'=1+2"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', `"'\t=1"`],
    ['\rcmd', `"'\rcmd"`],
    ['\ncmd', `"'\ncmd"`],
    ['\uFF1D1+2', "'\uFF1D1+2"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['  =1+2', "'  =1+2"],
    ['\u00A0@x', "'\u00A0@x"],
    ['\u3000\uFF1D1', "'\u3000\uFF1D1"],
  ])('defuses a cell that starts with a formula starter: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('leaves other cells as they are, and quotes the separators a spreadsheet may split on', () => {
    for (const plain of ['Ada', 'a=b', 'x-1', 'ada@example.com', '１２３', '  Ada', '']) {
      expect(csvCell(plain)).toBe(plain)
    }
    expect(csvCell(42)).toBe('42')
    // A second cell cannot start inside the value, whichever separator the spreadsheet uses.
    expect(csvCell('a;=1+2')).toBe('"a;=1+2"')
    expect(csvCell('a\t=1+2')).toBe('"a\t=1+2"')
    expect(csvCell('=1+2";=1+2')).toBe(`"'=1+2"";=1+2"`)
  })

  it('writes one column per field across forms', () => {
    const csv = leadsToCsv([
      {
        id: 'i1',
        formId: 'form-demo',
        page: '/demo',
        values: { firstName: 'Ada' },
        tracking: { utm_source: 'x' },
        userAgent: null,
        createdAt: new Date('2026-01-01T00:00:00Z'),
        deliveredAt: null,
        attempts: 0,
        lastError: null,
        routed: false,
      },
    ])
    const [header, row] = csv.trim().split('\r\n')
    expect(header?.split(',')).toContain('firstName')
    expect(row).toContain('2026-01-01T00:00:00.000Z')
    expect(row).toContain('Ada')
    // DESIGN §5a: a provider form's lead the provider did not route says so.
    expect(row?.split(',')[header!.split(',').indexOf('routed')]).toBe('false')
  })
})

describe('npm run leads (PGlite data directory)', () => {
  it('refuses a directory in use, exports stored leads as JSON, refuses bad options', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'))
    const env = { LEADS_DATA_DIR: path.join(dir, 'leads') }
    try {
      const database = await openLeadsDatabase(readLeadsConfig(env), { migrate: true })
      await saveLead(database.db, {
        formId: 'form-demo',
        page: '/demo',
        values: { firstName: 'Ada' },
        tracking: {},
        userAgent: null,
        idempotencyKey: 'k',
        requestHash: 'h',
        routed: null,
      })
      const held: string[] = []
      const busyIo = { out: () => {}, err: (t: string) => held.push(t) }
      // While the directory is open (as by a running server), the CLI refuses to open it.
      expect(await main(['export', '--format', 'csv'], env, busyIo)).toBe(1)
      expect(held.join('')).toContain(`in use by process ${process.pid}`)
      await database.close()

      let out = ''
      const io = { out: (t: string) => (out += t), err: (t: string) => held.push(t) }
      expect(await main(['export', '--format', 'json'], env, io)).toBe(0)
      const exported = JSON.parse(out)
      expect(exported).toHaveLength(1)
      expect(exported[0]).toMatchObject({
        formId: 'form-demo',
        values: { firstName: 'Ada' },
        routed: null,
      })
      expect(new Date(exported[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)

      expect(await main(['export', '--format', 'xml'], env, io)).toBe(2)
      expect(await main(['export', '--since', 'yesterday-ish'], env, io)).toBe(2)
      expect(await main(['relay', '--once'], env, io)).toBe(2)
      expect(held.join('')).toContain('LEADS_WEBHOOK_URL is not set')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
