import { defineConfig } from '@playwright/test';
export default defineConfig({
  use: { launchOptions: { args: process.env.CI ? ['--no-sandbox'] : [] } },
});
