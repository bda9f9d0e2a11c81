#!/usr/bin/env bash
# Regenerates Aitheria's media assets (hero video + posters, subpage image, logo and icons).
# Everything is synthesised locally with ffmpeg filters and hand-written SVG; no network needed.
# Needs (Debian): ffmpeg, libavif-bin (avifenc), webp (cwebp), librsvg2-bin (rsvg-convert), imagemagick.
#   apt-get install -y ffmpeg libavif-bin webp librsvg2-bin imagemagick
# Usage: bash scripts/media/make-media.sh [all|video|poster|subpage|logo|preview]   (default: all)
#   preview: renders 4 hero frames to /tmp/media-preview for a quick look (no assets written)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
WHAT="${1:-all}"

MEDIA=public/media
BRAND=public/brand
ICONS=public/icons
APP=src/app
mkdir -p "$MEDIA" "$BRAND" "$ICONS" "$APP"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

FF=(ffmpeg -hide_banner -loglevel error -y)

for tool in ffmpeg avifenc cwebp rsvg-convert; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done
# /usr/local/bin/convert may be a stand-in on some machines; use the real ImageMagick binary.
MAGICK=/usr/bin/convert
[[ -x $MAGICK ]] || { echo "missing ImageMagick (/usr/bin/convert)" >&2; exit 1; }

# ---------------------------------------------------------------------------
# Brand palette (sRGB 0-255): background #05070f, cyan #22d3ee, violet #8b5cf6, teal #2dd4bf
# ---------------------------------------------------------------------------
BG=(5 7 15); CYAN=(34 211 238); VIOLET=(139 92 246); TEAL=(45 212 191)

# ---------------------------------------------------------------------------
# 1. Hero video: aurora "light waves", 10 s @ 24 fps, 1280x720, seamless loop
# ---------------------------------------------------------------------------
LOOP=10          # seconds; every moving term is periodic in LOOP, so frame 240 == frame 0
FPS=24
RW=480; RH=270   # field is evaluated at low res (it is smooth) and upscaled: geq is slow

# geq expression shared by the R, G and B planes. Registers:
#   0=u (x 0..1)  1=v (y 0..1)  2=phase (0..2pi over LOOP)  8=scratch (distance to a curve)
#   3=main curtain  9=main light line  4=upper violet curtain+line  5=low teal glow
#   6=cyan->violet mix along the main curtain  7=vignette
# Curtains fall off fast below their edge and slowly (exponentially) above it, like an aurora.
aurora_field() {
  local f="st(0,X/W);st(1,Y/H);st(2,2*PI*(T+$1)/$LOOP);"
  # main curve: gentle diagonal + two periodic waves (1x and 2x per loop)
  f+="st(8,ld(1)-(0.58-0.26*(ld(0)-0.5)+0.07*sin(2*PI*0.9*ld(0)+ld(2))+0.035*sin(2*PI*2.1*ld(0)-2*ld(2)+1.7)));"
  # thin light line (core + soft halo), its brightness travelling along x
  f+="st(9,(exp(-pow(ld(8)/0.011,2))+0.22*exp(-pow(ld(8)/0.06,2)))*(0.5+0.5*sin(2*PI*0.8*ld(0)-ld(2)+2.2)));"
  # curtain above the line, with faint slowly swaying vertical rays
  f+="st(3,if(gt(ld(8),0),exp(-pow(ld(8)/0.06,2)),exp(ld(8)/0.16))*(0.5+0.5*sin(2*PI*0.7*ld(0)-ld(2)+0.4))*(0.85+0.15*sin(2*PI*6*ld(0)+1.5*sin(ld(2)+3*ld(0)))));"
  # upper violet curtain with its own fainter line
  f+="st(8,ld(1)-(0.30-0.14*(ld(0)-0.5)+0.06*sin(2*PI*0.6*ld(0)-ld(2)+2.5)+0.03*sin(2*PI*1.4*ld(0)+2*ld(2))));"
  f+="st(4,(if(gt(ld(8),0),exp(-pow(ld(8)/0.06,2)),exp(ld(8)/0.12))+0.5*exp(-pow(ld(8)/0.008,2)))*(0.5+0.5*sin(2*PI*0.5*ld(0)+ld(2)+1.2)));"
  # broad teal glow near the bottom
  f+="st(8,ld(1)-(0.86+0.05*sin(2*PI*0.8*ld(0)+ld(2)+4)));"
  f+="st(5,exp(-pow(ld(8)/0.14,2))*(0.5+0.5*sin(2*PI*0.45*ld(0)-ld(2)+3)));"
  f+="st(6,clip(1.3*ld(0)-0.15+0.18*sin(ld(2)+1),0,1));"
  f+="st(7,1-0.9*(pow(ld(0)-0.5,2)+1.3*pow(ld(1)-0.45,2)));"
  printf '%s' "$f"
}
# one colour plane: background + curtains tinted with the brand colours, scaled to 16 bit
aurora_plane() { # $1=time offset  $2..$5 = bg cyan violet teal component
  printf '%s257*clip(ld(7)*(%s+(0.55*ld(3)+0.5*ld(9))*(%s*(1-ld(6))+%s*ld(6))+0.5*ld(4)*%s+0.38*ld(5)*%s+28*pow(ld(9),4)),0,255)' \
    "$(aurora_field "$1")" "$2" "$3" "$4" "$4" "$5"
}
aurora_geq() { # $1=time offset
  printf "geq=r='%s':g='%s':b='%s'" \
    "$(aurora_plane "$1" "${BG[0]}" "${CYAN[0]}" "${VIOLET[0]}" "${TEAL[0]}")" \
    "$(aurora_plane "$1" "${BG[1]}" "${CYAN[1]}" "${VIOLET[1]}" "${TEAL[1]}")" \
    "$(aurora_plane "$1" "${BG[2]}" "${CYAN[2]}" "${VIOLET[2]}" "${TEAL[2]}")"
}
# 16-bit pipeline end to end so the dark gradients don't band before the final dithered 8-bit step
UPSCALE="scale=1280:720:flags=bicubic,gblur=sigma=3"
# explicit BT.709 limited range (swscale would otherwise use BT.601); error-diffusion dither to 8 bit
TO_YUV="scale=out_color_matrix=bt709:out_range=tv:sws_dither=ed,format=yuv420p"
COLOR_TAGS=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

make_video() {
  echo "rendering hero master (this takes ~1.5 min)..."
  "${FF[@]}" -f lavfi -i "color=black:s=${RW}x${RH}:r=$FPS:d=$LOOP,format=gbrp16le,$(aurora_geq 0),$UPSCALE" \
    -c:v ffv1 "$TMP/master.mkv"

  echo "encoding hero.webm (VP9, 2-pass)..."
  # low CRF on purpose: dark smooth gradients band first, and this content still lands far under 600 KB
  local vp9=(-an -c:v libvpx-vp9 -b:v 0 -crf 22 -row-mt 1 -tile-columns 1 -g 240 -auto-alt-ref 1 -lag-in-frames 25 -aq-mode 2 "${COLOR_TAGS[@]}")
  "${FF[@]}" -i "$TMP/master.mkv" -vf "$TO_YUV" "${vp9[@]}" -deadline good -cpu-used 4 -pass 1 -passlogfile "$TMP/vp9" -f null /dev/null
  "${FF[@]}" -i "$TMP/master.mkv" -vf "$TO_YUV" "${vp9[@]}" -deadline good -cpu-used 1 -pass 2 -passlogfile "$TMP/vp9" "$MEDIA/hero.webm"

  echo "encoding hero.mp4 (H.264)..."
  # aq-mode 3 biases bits to dark flat areas (fights banding); one keyframe per loop keeps it small
  "${FF[@]}" -i "$TMP/master.mkv" -vf "$TO_YUV" -an -c:v libx264 -preset veryslow -crf 21 \
    -profile:v high -level:v 4.0 -g 240 -x264-params aq-mode=3:aq-strength=1.0:deblock=1,1 \
    "${COLOR_TAGS[@]}" -movflags +faststart "$MEDIA/hero.mp4"
}

make_poster() {
  echo "rendering posters (frame 0 of the loop)..."
  # same pipeline as the video at T=0, so the poster is exactly the first frame
  "${FF[@]}" -f lavfi -i "color=black:s=${RW}x${RH}:r=$FPS:d=0.04,format=gbrp16le,$(aurora_geq 0),$UPSCALE" \
    -frames:v 1 -pix_fmt rgb48be "$TMP/poster16.png"
  encode_still "$TMP/poster16.png" "$MEDIA/hero-poster"
  "${FF[@]}" -i "$TMP/poster16.png" -vf "scale=640:360:flags=lanczos,format=rgb24" "$TMP/poster-small.png"
  cwebp -quiet -q 90 -m 6 -sharp_yuv -af "$TMP/poster-small.png" -o "$MEDIA/hero-poster-small.webp"
}

# 16-bit PNG -> .avif (10-bit keeps dark gradients smooth) and .webp (8-bit, high quality: it bands first)
encode_still() { # $1=16-bit png  $2=output path without extension
  avifenc --min 1 --max 6 -s 3 -d 10 -y 420 "$1" "$2.avif" >/dev/null
  "${FF[@]}" -i "$1" -vf format=rgb24 "$TMP/still8.png"
  cwebp -quiet -q 92 -m 6 -sharp_yuv -af "$TMP/still8.png" -o "$2.webp"
}

# ---------------------------------------------------------------------------
# 2. Subpage hero still: a planet-like horizon arc of light under a faint aurora haze
# ---------------------------------------------------------------------------
# Registers: 0=u 1=v 2=x (aspect-corrected, 0 at centre) 3=signed distance to the arc (+ above)
#   4=arc light (core + halo + atmosphere) 5=cyan->violet mix along the arc 6=haze 7=orb 8=vignette
subpage_plane() { # $1..$4 = bg cyan violet teal component
  local f="st(0,X/W);st(1,Y/H);st(2,(ld(0)-0.5)*W/H);"
  f+="st(3,hypot(ld(2),ld(1)-2.38)-1.6);"
  f+="st(4,exp(-pow(ld(2)/0.75,2))*(exp(-pow(ld(3)/0.004,2))+0.35*exp(-pow(ld(3)/0.035,2))+if(gt(ld(3),0),0.6*exp(-ld(3)/0.2),0.1*exp(ld(3)/0.025))));"
  f+="st(5,clip(abs(ld(2))*1.1,0,1));"
  f+="st(6,exp(-pow((ld(1)-0.36-0.05*sin(2*PI*0.7*ld(0)+0.8)-0.1*ld(0))/0.12,2))*(0.5+0.5*sin(2*PI*0.55*ld(0)+2.2))*(0.85+0.15*sin(2*PI*5*ld(0)+1)));"
  f+="st(7,exp(-(pow(ld(2)-0.55,2)+pow(ld(1)-0.12,2))/0.06));"
  f+="st(8,1-0.8*(pow(ld(0)-0.5,2)+1.2*pow(ld(1)-0.5,2)));"
  printf '%s257*clip(ld(8)*(%s+0.6*ld(4)*(%s*(1-ld(5))+%s*ld(5))+0.3*ld(6)*(%s*0.5+%s*0.5)+0.25*ld(7)*%s+20*pow(ld(4),4)),0,255)' \
    "$f" "$1" "$2" "$3" "$4" "$3" "$3"
}
make_subpage() {
  echo "rendering subpage hero..."
  local geq
  geq="geq=r='$(subpage_plane "${BG[0]}" "${CYAN[0]}" "${VIOLET[0]}" "${TEAL[0]}")'"
  geq+=":g='$(subpage_plane "${BG[1]}" "${CYAN[1]}" "${VIOLET[1]}" "${TEAL[1]}")'"
  geq+=":b='$(subpage_plane "${BG[2]}" "${CYAN[2]}" "${VIOLET[2]}" "${TEAL[2]}")'"
  "${FF[@]}" -f lavfi -i "color=black:s=1280x720:d=0.04,format=gbrp16le,$geq,gblur=sigma=2" \
    -frames:v 1 -pix_fmt rgb48be "$TMP/subpage16.png"
  encode_still "$TMP/subpage16.png" "$MEDIA/subpage-hero"
  if [[ -n ${PREVIEW:-} ]]; then mkdir -p /tmp/media-preview; cp "$TMP/subpage16.png" /tmp/media-preview/subpage.png; fi
}

# ---------------------------------------------------------------------------
# 3. Logo mark and icons: an "A" whose crossbar is a voice wave, cyan -> violet gradient
# ---------------------------------------------------------------------------
GRAD='<linearGradient id="g" x1="12" y1="54" x2="52" y2="10" gradientUnits="userSpaceOnUse"><stop stop-color="#22d3ee"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient>'
# legs with a softly rounded apex, then an S-shaped wave joining the two legs
MARK='<path d="M12 54 28.4 14.6a3.9 3.9 0 0 1 7.2 0L52 54"/><path d="M18.3 38.8c4.6-5.6 9.1-5.6 13.7 0s9.1 5.6 13.7 0"/>'
# mark on a dark tile; $1=corner radius  $2=stroke width  $3=transform that scales it about its centre
tile_svg() {
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>%s</defs><rect width="64" height="64" rx="%s" fill="#05070f"/><g fill="none" stroke="url(#g)" stroke-width="%s" stroke-linecap="round" stroke-linejoin="round" transform="%s">%s</g></svg>\n' \
    "$GRAD" "$1" "$2" "$3" "$MARK"
}
make_logo() {
  echo "writing logo and icons..."
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>%s</defs><g fill="none" stroke="url(#g)" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round">%s</g></svg>\n' \
    "$GRAD" "$MARK" > "$BRAND/logo.svg"
  # favicon: rounded tile, mark large (84 %) and heavier so it survives 16 px
  tile_svg 14 7.5 "matrix(.84 0 0 .84 5.12 5.46)" > "$APP/icon.svg"
  # apple/PWA icons: full-bleed tile (iOS and maskable icons round the corners themselves),
  # mark at 70 % so it stays inside the maskable safe zone
  tile_svg 0 7 "matrix(.7 0 0 .7 9.6 9.88)" > "$TMP/tile.svg"
  rsvg-convert -w 180 -h 180 "$TMP/tile.svg" -o "$APP/apple-icon.png"
  rsvg-convert -w 192 -h 192 "$TMP/tile.svg" -o "$ICONS/icon-192.png"
  rsvg-convert -w 512 -h 512 "$TMP/tile.svg" -o "$ICONS/icon-512.png"
  for s in 16 32 48; do rsvg-convert -w $s -h $s "$APP/icon.svg" -o "$TMP/fav-$s.png"; done
  "$MAGICK" "$TMP/fav-16.png" "$TMP/fav-32.png" "$TMP/fav-48.png" "$APP/favicon.ico"
}

# quick look at single frames without rendering the whole loop: writes PNGs to /tmp/media-preview
preview() {
  mkdir -p /tmp/media-preview
  for t in 0 2.5 5 7.5; do
    "${FF[@]}" -f lavfi -i "color=black:s=${RW}x${RH}:r=$FPS:d=0.04,format=gbrp16le,$(aurora_geq "$t"),$UPSCALE,format=rgb24" \
      -frames:v 1 "/tmp/media-preview/hero_$t.png"
  done
}

case "$WHAT" in
  all) make_video; make_poster; make_subpage; make_logo ;;
  logo) make_logo ;;
  video) make_video ;;
  poster) make_poster ;;
  subpage) make_subpage ;;
  preview) preview ;;
  *) echo "unknown target: $WHAT" >&2; exit 2 ;;
esac
ls -l "$MEDIA" "$BRAND" "$ICONS" "$APP"/icon.svg "$APP"/apple-icon.png "$APP"/favicon.ico 2>/dev/null || true
