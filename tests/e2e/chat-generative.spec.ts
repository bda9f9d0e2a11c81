import { expect, test } from './test';
import { startAppServer } from '../support/app-server';
import { startModelStandIn } from '../support/openai-stand-in';
import { withConsent } from './helpers';
import { inScratchDirectory } from '../support/scratch-directory';

/** A second server of the same build, in generative mode against a local stand-in of an OpenAI-compatible endpoint. */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 41;
const ORIGIN = `http://127.0.0.1:${PORT}`;

test('generative mode: the panel streams the model’s answer and ends with the checked citations and their pages', ({ page }) =>
  inScratchDirectory('aitheria-chat-llm', async (dataDir) => {
    test.setTimeout(120_000);
    const model = await startModelStandIn();
    model.state.reply = 'The Chat Agent starts at the monthly price on its page [1]. It also brews coffee [42].';
    Object.assign(model.state, { chunkSize: 4, chunkDelayMs: 60 });
    const server = startAppServer({
      port: PORT,
      env: { DATA_DIR: dataDir, CHAT_LLM_BASE_URL: model.baseURL, CHAT_LLM_MODEL: 'stand-in', CHAT_LLM_API_KEY: 'sk-stand-in' },
    });
    try {
      await server.ready;
      await withConsent(page);
      await page.goto(`${ORIGIN}/en/services/chatagent`);
      await page.locator('[data-floating-contact]').click();
      const panel = page.locator('[data-chat-panel]');
      await expect(panel.locator('textarea')).toBeFocused();
      await page.keyboard.type('How much does the Chat Agent cost?');
      await page.keyboard.press('Enter');
      // While the model writes, its checked text shows outside the live region; the finished answer replaces it.
      await expect(panel.locator('[data-chat-streaming]')).toContainText('The Chat Agent');
      await expect(panel.locator('[data-chat-streaming]')).toHaveAttribute('aria-hidden', 'true');
      const answer = panel.locator('[data-chat-turn="assistant"]').last();
      await expect(answer).toContainText('The Chat Agent starts at the monthly price on its page [1]. It also brews coffee.');
      await expect(answer).not.toContainText('[42]');
      await expect(answer.locator('[data-chat-source]')).toHaveCount(1);
      await expect(answer.locator('[data-chat-source]').first()).toHaveAttribute('href', /^\/en/);
      await expect(panel.locator('[data-chat-streaming]')).toHaveCount(0);
      await expect(panel.getByRole('log')).toContainText('brews coffee.');
      expect(model.received).toHaveLength(1);
      expect(model.received[0]!.body.stream).toBe(true);
      expect(model.received[0]!.body.messages[0]!.content).toContain('[1] ');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await model.close();
    }
  }));
