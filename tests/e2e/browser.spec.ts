import { expect, test } from './test';
import { ADDRESS_BAR_POPUPS } from '../support/chromium';

test('the test browser keeps the features Playwright turns off off, and loads no address-bar popup', async ({ browser, page }) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const disabled = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
  // Playwright's own list comes first; Chromium reads the last one, ours.
  expect(disabled.length).toBeGreaterThanOrEqual(2);
  expect(disabled.at(-1)).toEqual(expect.arrayContaining([...disabled[0]!, ...ADDRESS_BAR_POPUPS]));
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type !== 'page').map((target) => target.url)).toEqual([]);
});
