import { company } from '@/lib/company';

export const dynamic = 'force-static';

/** The web app manifest (installable site, home-screen icon), linked from every page's head. */
export function GET() {
  const manifest = {
    name: `${company.brand} – KI-Voice-Agents, Chat-Agents und Automatisierung`,
    short_name: company.brand,
    description: 'KI-Voice-Agents, Chat-Agents und Workflow-Automatisierung für europäische Unternehmen.',
    lang: 'de',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#05070f',
    theme_color: '#05070f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' } });
}
