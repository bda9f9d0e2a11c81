#!/usr/bin/env bash
# Renders the industry heroes public/media/industries/<slug>.{webp,avif} (1280x720): the subpage
# backdrop (make-media.sh subpage) with each industry's line-art motif (industry-motifs.mjs).
# Needs (Debian): webp (dwebp, cwebp), libavif-bin (avifenc), librsvg2-bin (rsvg-convert), imagemagick.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
OUT=public/media/industries
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
MAGICK=/usr/bin/convert

dwebp -quiet public/media/subpage-hero.webp -o "$TMP/backdrop.png"
node scripts/media/industry-motifs.mjs "$TMP"
for svg in "$TMP"/*.svg; do
  slug="$(basename "$svg" .svg)"
  rsvg-convert -w 1280 -h 720 "$svg" -o "$TMP/$slug-art.png"
  "$MAGICK" "$TMP/backdrop.png" "$TMP/$slug-art.png" -compose screen -composite "$TMP/$slug.png"
  avifenc --min 10 --max 30 -s 4 -y 420 "$TMP/$slug.png" "$OUT/$slug.avif" >/dev/null
  cwebp -quiet -q 80 -m 6 -sharp_yuv "$TMP/$slug.png" -o "$OUT/$slug.webp"
  if [[ -n ${PREVIEW:-} ]]; then mkdir -p /tmp/media-preview; cp "$TMP/$slug.png" "/tmp/media-preview/$slug.png"; fi
done
ls -l "$OUT"
