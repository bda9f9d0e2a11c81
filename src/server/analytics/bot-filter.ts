/**
 * User agents of crawlers, link previews, monitors and HTTP libraries. A headless browser that
 * claims to be a person passes; it would first have to accept "Analyse" in the banner, which
 * crawlers do not do (docs/decisions/024-first-party-analytics.md).
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|archiver|preview|monitor|uptime|pingdom|lighthouse|pagespeed|gtmetrix|facebookexternalhit|embedly|whatsapp|telegram|skype|discord|curl\/|wget\/|python|java\/|go-http-client|node-fetch|undici|axios|okhttp|libwww|httpclient|postman|insomnia/i;

/** Why an event is not counted as a person's, or null when it is. */
export function botReason(headers: Headers): 'no_user_agent' | 'bot_user_agent' | 'prefetch' | null {
  const userAgent = headers.get('user-agent')?.trim() ?? '';
  if (!userAgent || !userAgent.startsWith('Mozilla/')) return 'no_user_agent';
  if (BOT_USER_AGENT.test(userAgent)) return 'bot_user_agent';
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose') ?? '';
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch';
  return null;
}
