#!/usr/bin/env bash
# Takes the README tour's screenshots again with the app image's own launcher, each on a fresh virtual display of
# 1024x700 with no window manager (the window fills it), from files in fixtures/ and the demo hooks (DemoHooks).
#
#   jpackage/tour-screenshots.sh [OUT_DIR]     default docs/screenshots; run jpackage/build.sh first
#
# Environment: DISPLAY_NUMBER (default 97), WAIT_SECONDS (default 12: the window shown and its background work done).
# Needs Xvfb and ImageMagick's import; the Save tab's picture (tour-save.png) is taken too.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
cd "$root"
out=$(mkdir -p "${1:-docs/screenshots}" && cd "${1:-docs/screenshots}" && pwd)
launcher=jpackage/target/app-image/savelens/bin/savelens
jar=app/target/dist/savelens.jar
display=":${DISPLAY_NUMBER:-97}"
die() { echo "tour-screenshots.sh: $*" >&2; exit 1; }
[ -x "$launcher" ] || die "$launcher is missing: run jpackage/build.sh first"
command -v Xvfb >/dev/null && command -v import >/dev/null || die "needs Xvfb and import (apt-get install xvfb imagemagick)"
work=$(mktemp -d)
xvfb=
cleanup() { [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
Xvfb "$display" -screen 0 1024x700x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
sleep 2

# One picture: a home of its own whose preferences place the window at 0,0 in 1024x700.
shoot() { # NAME FILE JAVA_OPTIONS
    local name=$1 file=$2 options=$3 home="$work/home-$1"
    mkdir -p "$home/.java/.userPrefs/savelens/app" "$work/run-$1"
    chmod 700 "$work/run-$1"
    cat > "$home/.java/.userPrefs/savelens/app/prefs.xml" <<'PREFS'
<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE map SYSTEM "http://java.sun.com/dtd/preferences.dtd">
<map MAP_XML_VERSION="1.0">
  <entry key="windowWidth" value="1024.0"/>
  <entry key="windowHeight" value="700.0"/>
  <entry key="windowX" value="0.0"/>
  <entry key="windowY" value="0.0"/>
</map>
PREFS
    DISPLAY=$display HOME=$home XDG_RUNTIME_DIR=$work/run-$1 JAVA_TOOL_OPTIONS="$options" "$launcher" "$file" >"$work/$name.log" 2>&1 &
    local pid=$!
    sleep "${WAIT_SECONDS:-12}"
    DISPLAY=$display import -window root "$out/$name.png"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    echo "$out/$name.png"
}

# The MV save with its game's data/ beside the save folder, where a game keeps it.
mkdir -p "$work/game/save"
cp fixtures/rpgmaker-mv/file1.rpgsave "$work/game/save/"
cp -r fixtures/rpgmaker-mv/data "$work/game/data"
# A copy three changes away from its backup, beside the small game database of docs/names.md.
mkdir -p "$work/names/save"
cp fixtures/rpgmaker-mv/file1.rpgsave "$work/names/save/file1.rpgsave"
cp fixtures/rpgmaker-mv/file1.rpgsave "$work/names/save/file1.rpgsave.bak"
cp -r fixtures/rpgmaker-mv/names-game/data "$work/names/data"
changed=$work/names/save/file1.rpgsave
java -jar "$jar" set "$changed" '$.switches._data[1]' false --backups 0 --quiet
java -jar "$jar" set "$changed" '$.party._gold' 999999 --backups 0 --quiet
java -jar "$jar" set "$changed" '$.party._items["3"]' 99 --backups 0 --quiet

shoot tour-tree fixtures/helio/scene.json "-Dsavelens.demo.select=#3.parent"
shoot tour-save fixtures/rpgmaker-mv/file1.rpgsave "-Dsavelens.demo.tab=save"
shoot tour-hierarchy fixtures/unity/village.unity "-Dsavelens.demo.select=#212.turns"
shoot names-hierarchy fixtures/unity/village.unity "-Dsavelens.demo.filter=inactive -Dsavelens.demo.select=#210"
shoot names-compare "$changed" "-Dsavelens.demo.compare=$changed.bak -Dsavelens.demo.select=\$.party._gold"
shoot size-save "$work/game/save/file1.rpgsave" "-Dsavelens.demo.tab=size,tree -Dsavelens.demo.why=#13 -Dsavelens.demo.panels=tall"
