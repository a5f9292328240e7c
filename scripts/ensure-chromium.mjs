// Browser journeys use Debian's Chromium (never a downloaded build). Install it when we can (root + apt);
// otherwise say exactly how. Asynchronous: `npm test` installs it while the unit tests run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `log` gets apt's output (the caller prints it when it suits it). */
export async function ensureChromium(log = (text) => process.stdout.write(text)) {
  if (existsSync(chromiumPath)) return { ok: true };
  const howTo =
    'install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary)';
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    return { ok: false, message: `${chromiumPath} not found; ${howTo}.` };
  log(`\n${chromiumPath} not found: installing Debian's chromium package...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    new Promise((resolve) => {
      const child = spawn('apt-get', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
      child.stdout.on('data', (chunk) => log(String(chunk)));
      child.stderr.on('data', (chunk) => log(String(chunk)));
      child.on('close', resolve);
      child.on('error', resolve);
    });
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-core']);
  return existsSync(chromiumPath)
    ? { ok: true }
    : { ok: false, message: `apt-get could not install chromium; ${howTo}.` };
}
