// Debian's Chromium, started as this workplace requires (root, no network): shared by Playwright and Lighthouse.
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features Playwright (1.65) turns off when it starts Chromium. Chromium reads the last
 * --disable-features it is given, so a list of our own must repeat them; tests/e2e/browser.spec.ts
 * fails when Playwright's list has one we do not repeat.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each window of Chromium 156 (Playwright opens one per test) loads the address bar's two popups in a
 * renderer of their own, which no headless test shows: a good part of a plain page load's CPU time
 * on a two-core machine.
 */
export const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** How the end-to-end suite starts Chromium: as above, without the address bar's popups. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(',')}`,
];
