#!/usr/bin/env node
const fs = require('fs');
const base = process.argv[process.argv.indexOf('--base-url') + 1] || 'http://localhost:3000';
const w = (p, s) => { fs.mkdirSync(require('path').dirname(p), { recursive: true }); if (!fs.existsSync(p)) fs.writeFileSync(p, s); console.log('created', p); };
w('playwright.config.ts', `import { defineConfig } from '@playwright/test';\nexport default defineConfig({ use: { baseURL: '${base}' }, testDir: 'e2e' });\n`);
w('e2e/pages/LoginPage.ts', `export class LoginPage { constructor(private page) {} async login(u, p) { await this.page.fill('#email', u); await this.page.fill('#password', p); await this.page.click('button[type=submit]'); } }\n`);
w('e2e/login.spec.ts', `import { test, expect } from '@playwright/test';\nimport { LoginPage } from './pages/LoginPage';\ntest('login', async ({ page }) => { await page.goto('/login'); await new LoginPage(page).login('demo@example.com', 'demo'); await expect(page).toHaveURL(/dashboard/); });\n`);
