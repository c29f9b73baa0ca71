import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Run axe-core in the page. The source is evaluated through the browser's debugging protocol rather
 * than added as a <script>, which the app's Content-Security-Policy would rightly block.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
}
