import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `mizan-e2e-${port}`);
process.env.E2E_DATA_DIR = e2eDataDir;

// A second server for the translator's journeys with a voice service: the same build, pointed at the local
// OpenAI fake (apps/api/test/fakes/openai-fake.ts, run alone on its own port), with its own data folder. The
// first server has no key, as a default install: the translator's fallbacks are journeyed there.
const openaiPort = Number(process.env.E2E_OPENAI_PORT ?? port + 1);
const voicePort = Number(process.env.E2E_VOICE_PORT ?? port + 2);
const voiceDataDir = process.env.E2E_VOICE_DATA_DIR ?? path.join(tmpdir(), `mizan-e2e-voice-${voicePort}`);
process.env.E2E_VOICE_URL = `http://127.0.0.1:${voicePort}`;
process.env.E2E_OPENAI_URL = `http://127.0.0.1:${openaiPort}/v1`;
// The key the fake accepts (OPENAI_FAKE_KEY there).
const OPENAI_FAKE_KEY = 'sk-fake-mizan-4f1c2a9e7b3d5a8c6e0f1b2d3c4a5e6f';

const serverEnv = (serverPort: number, dataDir: string) => ({
  NODE_ENV: 'production',
  PAYMENTS: 'demo',
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'warn',
});

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // Two journeys at a time, any two: much of a journey is waiting (a taximeter drive is timed for real), and
  // each has its own browser context and visitor, so they share nothing on the servers but the servers.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report only where npm test asks for it (a file): on the console it would bury the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    // A trace is recorded only when a journey is run again after a failure: recording every journey's trace (and
    // throwing it away when it passed) cost about a fifth of the journeys' time.
    trace: 'on-first-retry',
  },
  webServer: [
    {
      command: `rm -rf ${e2eDataDir} && npx tsx apps/api/src/server.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, e2eDataDir),
    },
    {
      command: `npx tsx apps/api/test/fakes/openai-fake.ts ${openaiPort}`,
      cwd: '..',
      port: openaiPort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${voiceDataDir} && npx tsx apps/api/src/server.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${voicePort}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(voicePort, voiceDataDir),
        OPENAI_API_KEY: OPENAI_FAKE_KEY,
        OPENAI_BASE_URL: `http://127.0.0.1:${openaiPort}/v1`,
      },
    },
  ],
});
