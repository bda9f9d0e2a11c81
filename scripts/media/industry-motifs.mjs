// Writes one SVG overlay per industry (1280x720): two line-art motifs from lucide, drawn large
// and thin in the brand gradient with a soft glow. make-industry-heroes.sh composes them over
// the subpage backdrop. Usage: node scripts/media/industry-motifs.mjs <out-dir>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as icons from 'lucide-react';

const motifs = {
  immobilien: ['House', 'KeyRound'],
  ecommerce: ['ShoppingBag', 'Package'],
  gesundheitswesen: ['HeartPulse', 'Stethoscope'],
  anwaltskanzleien: ['Scale', 'Gavel'],
  steuerberatung: ['Receipt', 'ChartColumn'],
  handwerk: ['Hammer', 'Wrench'],
  gastronomie: ['UtensilsCrossed', 'ChefHat'],
};

/** The inner shapes of a lucide icon (its 24x24 paths, circles, rects). */
function shapes(name) {
  const svg = renderToStaticMarkup(createElement(icons[name], { size: 24 }));
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
}

const icon = (name, x, y, size, opacity, stroke) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" opacity="${opacity}" fill="none" stroke="url(#brand)" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${shapes(name)}</g>`;

const outDir = process.argv[2];
for (const [slug, [main, accent]] of Object.entries(motifs)) {
  const art = [icon(main, 700, 150, 420, 0.55, 0.55), icon(accent, 1035, 395, 170, 0.45, 0.8)].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs>
<linearGradient id="brand" x1="0" y1="24" x2="24" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#22d3ee"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>
<g filter="url(#glow)" opacity="0.9">${art}</g>
${art}
</svg>`;
  writeFileSync(path.join(outDir, `${slug}.svg`), svg);
}
