// Debian's Chromium, driven by playwright-core (never a downloaded browser), with the flags STACK-NOTES lists.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from './server.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The phone the journeys use (e2e/playwright.config.ts). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A headless Chromium of our own on a debugging port, so another tool (Lighthouse's --port) can drive the
 * same profile after us: its service worker and caches stay. Resolves with the port, a playwright
 * connection and a stop().
 */
export async function launchOnPort() {
  const port = await freePort();
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'mizan-bench-chromium-'))}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 60; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      return { port, browser, stop };
    } catch {
      // not listening yet
    }
  }
  stop();
  throw new Error('Chromium did not open its debugging port');
}
