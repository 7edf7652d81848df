#!/usr/bin/env bash
# Starts the app-image's "savelens" launcher on a virtual display (Xvfb) under a light window manager
# (IceWM: its title bar and task bar show the window's icon), takes a screenshot and shows the window's icon property.
#
#   jpackage/screenshot.sh [OUT.png]     default docs/screenshots/app-image.png; run jpackage/build.sh first
#
# Environment: DISPLAY_NUMBER (default 98), WAIT_SECONDS (default 12).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
cd "$root"

out=${1:-docs/screenshots/app-image.png}
display=":${DISPLAY_NUMBER:-98}"
launcher=jpackage/target/app-image/savelens/bin/savelens

die() { echo "screenshot.sh: $*" >&2; exit 1; }
[ -x "$launcher" ] || die "$launcher is missing: run jpackage/build.sh first"

# Tools for the screenshot only; the package itself needs none of them.
missing=()
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v icewm >/dev/null || missing+=(icewm)
command -v import >/dev/null || missing+=(imagemagick)
command -v xprop >/dev/null || missing+=(x11-utils)
if [ ${#missing[@]} -gt 0 ]; then
    [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || die "missing: ${missing[*]} (apt-get install ${missing[*]})"
    echo "== apt-get install ${missing[*]}"
    apt-get install -y -q "${missing[@]}" >/dev/null
fi

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
sleep 2
DISPLAY=$display icewm >/dev/null 2>&1 &
pids+=($!)
sleep 1
echo "== $launcher on $display"
DISPLAY=$display "$launcher" >/dev/null 2>&1 &
pids+=($!)
sleep "${WAIT_SECONDS:-12}"

window=$(DISPLAY=$display xwininfo -root -tree | awk '/— SaveLens"/ && !w {w = $1} END {print w}')
[ -n "$window" ] || die "no SaveLens window appeared on $display"
DISPLAY=$display xprop -id "$window" WM_CLASS _NET_WM_NAME
icon_sizes=$(DISPLAY=$display xprop -id "$window" -notype -len 100000000 _NET_WM_ICON 2>/dev/null \
    | grep -o 'Icon ([0-9]* x [0-9]*)' | tr '\n' ' ' || true)
[ -n "$icon_sizes" ] || die "the window has no _NET_WM_ICON"
echo "_NET_WM_ICON: $icon_sizes"

mkdir -p "$(dirname "$out")"
DISPLAY=$display import -window root "$out"
echo "screenshot: $out ($(du -h "$out" | cut -f1))"
