import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { pageNamespaces, publicPaths } from '@/content/pages';
import { getDataTranslations } from '@/i18n/data-translations';
import { isLocale, languageOptions, type Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { OG_IMAGE_SIZE, pathOfOgSegments } from '@/lib/og-image';
import { withoutSoftHyphens } from '@/lib/plain-text';

/**
 * Rendered on the first request for a page and language with the deployment's brand (it is not known
 * when the site is built, docs/decisions/021-build-once.md), then kept in memory and cached by clients
 * for a day. Only the addresses of public pages exist, so the memory is bounded.
 */
export const dynamic = 'force-dynamic';
const rendered = new Map<string, Promise<ArrayBuffer>>();
const CACHE_CONTROL = 'public, max-age=86400';

/** Inter from npm (woff: the image renderer reads no woff2), Latin and the letters of each language beyond it, bold. */
const SUBSETS = ['latin', 'latin-ext', ...new Set(languageOptions.flatMap((language) => language.fontSubsets))];
const fontName = (subset: string) => `Inter ${subset}`;
const fonts = () =>
  Promise.all(
    SUBSETS.map(async (subset) => ({
      name: fontName(subset),
      weight: 700 as const,
      style: 'normal' as const,
      data: await readFile(path.join(process.cwd(), `node_modules/@fontsource/inter/files/inter-${subset}-700-normal.woff`)),
    })),
  );

export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[...path]'>) {
  const { locale, path: segments } = await params;
  const page = pathOfOgSegments(segments);
  if (!isLocale(locale) || !pageNamespaces[page] || !publicPaths.includes(page)) return new Response('Not found', { status: 404 });
  const key = `${locale}${page}`;
  if (!rendered.has(key))
    rendered.set(
      key,
      render(locale, page).catch((error: unknown) => {
        rendered.delete(key);
        throw error;
      }),
    );
  return new Response(await rendered.get(key)!, { headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL } });
}

/** The page's hero title in the brand look: dark field, accent gradient, brand mark. */
async function render(locale: Locale, page: string): Promise<ArrayBuffer> {
  const namespace = pageNamespaces[page]!;
  const t = await getDataTranslations(undefined, locale);
  const heading = t.has(`${namespace}.hero.title`)
    ? t(`${namespace}.hero.title`)
    : t.has(`${namespace}.title`)
      ? t(`${namespace}.title`)
      : t(`${namespace}.meta.title`);
  // The image renderer has no glyph for a soft hyphen and would fetch a font from the internet for it.
  const title = withoutSoftHyphens(heading);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #05070f 0%, #0b1122 60%, #121a33 100%)',
        color: '#edf1f8',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ width: 56, height: 56, borderRadius: 16, background: 'linear-gradient(135deg, #22d3ee, #a78bfa)' }} />
        <div style={{ fontSize: 38, fontWeight: 700, letterSpacing: 1 }}>{company.brand}</div>
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 56 ? 58 : 70, fontWeight: 700, lineHeight: 1.12, maxWidth: 1040 }}>
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 40, fontSize: 26, color: '#a3adc4' }}>
        <div style={{ display: 'flex', maxWidth: 820 }}>{t('common.footer.tagline')}</div>
        <div style={{ width: 200, height: 10, borderRadius: 5, background: 'linear-gradient(90deg, #22d3ee, #a78bfa)' }} />
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts: await fonts() },
  ).arrayBuffer();
}
