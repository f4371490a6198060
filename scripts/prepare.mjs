// npm runs `prepare` after `npm install` in this folder and when cortex is installed from git
// (dist/ is not committed, so it must be built there). `npm pack` and `npm publish` run it
// too, after `prepack` has built the release: nothing to do again then.
import { execFileSync } from 'node:child_process';

if (!['pack', 'publish'].includes(process.env.npm_command ?? '')) {
  execFileSync(process.execPath, ['scripts/build.mjs', '--release'], { stdio: 'inherit' });
}
