import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('starts with nothing set: embedded database, mail and webhooks waiting in the outbox', () => {
    const env = parseEnv({});
    expect([env.DATABASE_URL, env.SMTP_URL, env.CALLBACK_WEBHOOK_URL]).toEqual([undefined, undefined, undefined]);
    expect(env).toMatchObject({
      DATA_DIR: './data',
      TRUSTED_PROXIES: 1,
      RATE_LIMIT_SCALE: 1,
      OUTBOX_MAX_ATTEMPTS: 8,
    });
  });

  it('treats empty values as unset and reads numbers', () => {
    const env = parseEnv({ SMTP_URL: '', DATABASE_URL: ' ', OUTBOX_POLL_MS: '250' });
    expect([env.SMTP_URL, env.DATABASE_URL, env.OUTBOX_POLL_MS]).toEqual([undefined, undefined, 250]);
  });

  it('names every malformed variable', () => {
    expect(() => parseEnv({ SMTP_URL: 'ftp://mail.example.com', LEADS_EMAIL: 'nobody', TRUSTED_PROXIES: '0' })).toThrow(
      /SMTP_URL[\s\S]*LEADS_EMAIL[\s\S]*TRUSTED_PROXIES/,
    );
  });

  it('requires a signing secret of at least 16 characters with a webhook URL', () => {
    expect(() => parseEnv({ CALLBACK_WEBHOOK_URL: 'https://voice.example.com/hook' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => parseEnv({ CALLBACK_WEBHOOK_URL: 'https://voice.example.com/hook', WEBHOOK_SECRET: 'short' })).toThrow(/WEBHOOK_SECRET/);
    expect(
      parseEnv({ CALLBACK_WEBHOOK_URL: 'https://voice.example.com/hook', WEBHOOK_SECRET: 'a-long-enough-secret' }).WEBHOOK_SECRET,
    ).toBe('a-long-enough-secret');
  });

  it("stops the start on a deployment's malformed list of sub-processors, naming the variable and the entry", () => {
    expect(() =>
      parseEnv({ COMPANY_SUB_PROCESSORS: '[{"name":"Mail AG","purpose":"email","country":"Germany","safeguard":"eu"}]' }),
    ).toThrow(/COMPANY_SUB_PROCESSORS: \[0\.country\] must be a two-letter country code/);
    expect(parseEnv({ COMPANY_SUB_PROCESSORS: '[{"name":"Mail AG","purpose":"email","country":"DE","safeguard":"eu"}]' })).toBeTruthy();
  });

  it('takes the chat model with all three of its settings or none, and a bounded timeout', () => {
    const model = { CHAT_LLM_BASE_URL: 'https://llm.example.eu/v1', CHAT_LLM_MODEL: 'mistral-small', CHAT_LLM_API_KEY: 'sk-test' };
    expect(parseEnv(model)).toMatchObject({ ...model, CHAT_LLM_TIMEOUT_MS: 8000 });
    expect(parseEnv({}).CHAT_LLM_BASE_URL).toBeUndefined();
    expect(() => parseEnv({ ...model, CHAT_LLM_API_KEY: '' })).toThrow(/CHAT_LLM_BASE_URL: .*set together/);
    expect(() => parseEnv({ CHAT_LLM_MODEL: 'mistral-small' })).toThrow(/set together/);
    expect(() => parseEnv({ ...model, CHAT_LLM_BASE_URL: 'ftp://llm.example.eu' })).toThrow(/CHAT_LLM_BASE_URL/);
    expect(() => parseEnv({ ...model, CHAT_LLM_TIMEOUT_MS: '60000' })).toThrow(/CHAT_LLM_TIMEOUT_MS/);
  });
});
