import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The screenshots of docs/screenshots (the request list and a request's detail at a desktop and a
 * phone width), apart from the journeys so that the e2e lane never rewrites them:
 * `SCREENSHOT_PHASE=after npx playwright test --config screenshots.config.ts`.
 */
export default defineConfig({ ...base, testDir: './screenshots', webServer: base.webServer });
