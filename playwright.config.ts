import { defineConfig } from '@playwright/test';

/** The built app and the real server on a throw-away database, driven in Debian's Chromium. */
export const e2ePort = 4173;
export const e2eDataDir = '.tmp/e2e-data';
export const e2eAdmin = { email: 'admin@e2e.local', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${e2eDataDir} && node --import tsx server/main.ts`,
    url: `http://localhost:${e2ePort}/api/get_customization`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      DATA_DIR: e2eDataDir,
      APP_URL: `http://localhost:${e2ePort}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOGIN_MAX_PER_EMAIL: '1000',
      LOGIN_MAX_PER_ADDRESS: '10000',
      MAIL_MAX_PER_EMAIL: '1000',
      MAIL_MAX_PER_ADDRESS: '10000',
    },
  },
});
