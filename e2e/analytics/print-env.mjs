// Prints the analytics build's variables as NAME=value lines, for `env $(node …) next build`.
import { analyticsBuildEnv } from './env.mjs'

for (const [name, value] of Object.entries(analyticsBuildEnv)) console.log(`${name}=${value}`)
