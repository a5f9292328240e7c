// The benches measure a production build: `apps/web/dist`, or `WEB_DIST` (built there with `--outDir`, so a
// bench leaves the journeys' build alone). `--no-build` measures the last build as it is.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The folder to measure, built first unless `--no-build` was given (exits on a failed build). */
export function benchDist() {
  const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : 'apps/web/dist';
  if (!process.argv.includes('--no-build')) {
    const outDir = process.env.WEB_DIST ? ['--outDir', dist, '--emptyOutDir'] : [];
    const result = spawnSync('npm', ['run', 'build', '-w', '@mizan/web', '--', ...outDir], {
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(1);
  }
  return dist;
}
