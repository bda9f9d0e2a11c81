// `npm run measure:first-tap`: the time from a visitor's first tap to the first frame that shows its effect,
// on Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s, CPU 4x slower, a touch phone), measured in
// the page, median of the runs (docs/decisions/034-first-touch-without-react.md). Needs `npm run build`;
// starts the production server itself. Writes reports/first-tap.md and fails above the budget.
// Usage: npm run measure:first-tap [-- --runs 5]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startAppServer } from '../tests/support/app-server.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../tests/support/chromium.ts';

const runsArgument = process.argv.indexOf('--runs');
const RUNS = Number(runsArgument > 0 ? process.argv[runsArgument + 1] : process.env.FIRST_TAP_RUNS || 3);
const PORT = Number(process.env.FIRST_TAP_PORT ?? 3190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Milliseconds from the tap to the frame that shows its effect (the target). */
const BUDGET_MS = 200;
/** Lighthouse's mobile profile: its slow 4G line and CPU slowdown, on the phone Lighthouse emulates. */
const PROFILE = { latencyMs: 150, downloadBitsPerSecond: 1.6 * 1024 * 1024, uploadBitsPerSecond: 750 * 1024, cpuSlowdown: 4 };
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
};
const CONSENT = JSON.stringify({ accepted: true, analytics: false, marketing: false, timestamp: Date.now() });

/**
 * What each tap should show: an expression that is true in the first frame that shows it. A first-time visitor
 * meets the banner; the menu and the switcher are tapped by a visitor who answered it and scrolled once, so the
 * header is there (that scroll is the visitor's first act: the page's scripts start with it).
 */
const SCENARIOS = [
  { name: 'cookie banner "Nur notwendige", 1 s after load', path: '/', waitMs: 1000, tap: '[data-consent-reject]', shown: 'banner closed' },
  { name: 'cookie banner "Nur notwendige", 3 s after load', path: '/', waitMs: 3000, tap: '[data-consent-reject]', shown: 'banner closed' },
  {
    name: 'menu on /kontakt, 3 s after load',
    path: '/kontakt',
    waitMs: 3000,
    consent: true,
    scroll: true,
    tap: '[data-menu-button]',
    shown: 'menu open',
  },
  {
    name: 'language switcher on /kontakt, 3 s after load',
    path: '/kontakt',
    waitMs: 3000,
    consent: true,
    scroll: true,
    tap: '[data-site-header] [data-language-switcher]',
    shown: 'languages open',
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, scenario) {
  const context = await browser.newContext(PHONE);
  if (scenario.consent) await context.addInitScript((consent) => localStorage.setItem('cookieConsent', consent), CONSENT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await page.goto(`${ORIGIN}${scenario.path}`, { waitUntil: 'load' });
  if (scenario.scroll) await page.evaluate(() => window.scrollTo(0, 120));
  await page.waitForTimeout(scenario.waitMs);
  // Armed in the page: the tap's pointerdown starts a watch of every frame until one shows the effect.
  await page.evaluate((shown) => {
    const effects = {
      'banner closed': () => getComputedStyle(document.querySelector('[data-cookie-banner]')).display === 'none',
      'menu open': () => document.querySelector('[data-site-menu]').open,
      'languages open': () => document.querySelector('[data-language-menu]').matches(':popover-open'),
    };
    const record = window;
    record.firstTap = null;
    addEventListener(
      'pointerdown',
      (event) => {
        const start = event.timeStamp;
        const check = (frame) => {
          if (effects[shown]()) record.firstTap = frame - start;
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  }, scenario.shown);
  await page.tap(scenario.tap);
  await page.waitForFunction(() => window.firstTap !== null, null, { timeout: 30_000 });
  const result = await page.evaluate(() => ({ ms: window.firstTap, hydrated: document.documentElement.hasAttribute('data-hydrated') }));
  await context.close();
  return result;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'first-tap-'));
const server = startAppServer({ port: PORT, env: { DATA_DIR: dataDir, LOG_LEVEL: 'error' }, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS });
const rows = [];
let failed = false;
try {
  await server.ready;
  for (const scenario of SCENARIOS) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, scenario));
    const times = runs.map((run) => run.ms);
    const result = median(times);
    if (result > BUDGET_MS) failed = true;
    rows.push(
      `| ${scenario.name} | **${Math.round(result)} ms** | ${times.map((ms) => Math.round(ms)).join(', ')} | ${runs.filter((run) => run.hydrated).length} of ${RUNS} |`,
    );
    console.log(`${scenario.name}: ${Math.round(result)} ms (${times.map((ms) => Math.round(ms)).join(', ')})`);
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(
  'reports/first-tap.md',
  [
    '# First tap to its effect',
    '',
    `Lighthouse's mobile profile (${PROFILE.latencyMs} ms round trip, 1.6 Mbit/s, CPU ${PROFILE.cpuSlowdown}x slower, a ${PHONE.viewport.width} px touch phone), a production build, measured in the page from the tap's \`pointerdown\` to the first animation frame that shows its effect. Median of ${RUNS} runs, each in a fresh browser context; the runs in order beside it, and in how many React had started by the time the effect showed. Budget: ${BUDGET_MS} ms. Generated by \`npm run measure:first-tap\` on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| first tap | median | runs | React running |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
);
if (failed) {
  console.error(`A first tap took longer than ${BUDGET_MS} ms (reports/first-tap.md).`);
  process.exit(1);
}
