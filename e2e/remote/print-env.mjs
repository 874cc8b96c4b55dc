// Prints the remote build's variables as NAME=value lines, for `env $(node …) next build`.
import { remoteBuildEnv } from './env.mjs'

for (const [name, value] of Object.entries(remoteBuildEnv)) console.log(`${name}=${value}`)
