// Browser journeys use Debian's Chromium (never a downloaded build). Install it when we can (root + apt);
// otherwise say exactly how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return { ok: true };
  const howTo = 'install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary)';
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return { ok: false, message: `${chromiumPath} not found; ${howTo}.` };
  console.log(`\n${chromiumPath} not found: installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { stdio: 'inherit', env });
  return existsSync(chromiumPath) ? { ok: true } : { ok: false, message: `apt-get could not install chromium; ${howTo}.` };
}
