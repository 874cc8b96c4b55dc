// mulberry32: a seeded generator for the fuzz scripts, so a failing run can be replayed with its
// --seed. Returns random() in [0, 1), pick(list) and int(max).
export function seeded(seed) {
  let state = Number(seed) >>> 0
  function random() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    random,
    pick: (list) => list[Math.floor(random() * list.length)],
    int: (max) => Math.floor(random() * max),
  }
}
