#!/usr/bin/env bash
# Starts the packaged app's own launcher on a virtual display (Xvfb) with one document of every format in
# fixtures/ and checks that each is shown: `savelens --smoke FILE` prints "shown: FILE (N nodes, VIEW)" and exits 0
# once the document's tree or Hierarchy has rows on screen. A run fails on a non-zero exit, a missing "shown:"
# line, or any exception, stack trace or JVM warning in the launcher's output. First it checks that the runtime's
# class data archive is there and that the window's start loads the runtime's classes from it.
#
#   jpackage/smoke.sh                       the app-image's launcher, jpackage/target/app-image/savelens/bin/savelens
#   jpackage/smoke.sh /opt/savelens/bin/savelens    the same check on the installed .deb
#   jpackage/smoke.sh --all [LAUNCHER]      every document in fixtures/, not one per format
#
# One per format: each folder of fixtures/ holds one format (helio, rpgmaker-mv, unity, a Godot project, each
# JSON reference dialect, RPG Maker XP/VX Ace); its first document is used (file1.* for RPG Maker MV/MZ, a .tscn
# scene or a Save* file where there is one),
# skipping sidecars (*.registry.json, *.decoded.json); the file endings are those the launcher's `formats` lists.
# A folder or a format added later is checked without changing this.
# Environment: SMOKE_TIMEOUT seconds per document (default 120). Needs Xvfb and GTK 3 (apt-get installs
# xvfb and libgtk-3-0 when run as root and they are missing). Exit 0 when every document was shown.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
cd "$root"

all=false
launcher=jpackage/target/app-image/savelens/bin/savelens
for arg in "$@"; do
    case "$arg" in
        --all) all=true ;;
        -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "smoke.sh: unknown option '$arg' (see --help)" >&2; exit 64 ;;
        *) launcher=$arg ;;
    esac
done
die() { echo "smoke.sh: $*" >&2; exit 1; }
[ -x "$launcher" ] || die "$launcher is missing: run jpackage/build.sh first"

missing=()
command -v Xvfb >/dev/null || missing+=(xvfb)
# GTK 3 is what JavaFX draws through on Linux (the .deb depends on it; an app-image needs it installed).
{ compgen -G '/usr/lib/*/libgtk-3.so.0' || compgen -G '/usr/lib*/libgtk-3.so.0'; } >/dev/null || missing+=(libgtk-3-0)
if [ ${#missing[@]} -gt 0 ]; then
    [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || die "missing: ${missing[*]} (apt-get install ${missing[*]})"
    echo "== apt-get install ${missing[*]}"
    apt-get install -y -q "${missing[@]}" >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q "${missing[@]}" >/dev/null; }
fi

# --- the documents ------------------------------------------------------------------------------------
# What counts as a document is what the packaged app itself reads: `savelens formats` lists each format's name and
# file endings from its providers. In a folder named after a format (rpgmaker-mv/), only that format's endings count
# (its data/*.json are the game's database, not saves); in any other folder (unity/, godot/), every format's.
formats=$("$launcher" formats) || die "$launcher formats failed"
endings_of() { # FORMAT, or "" for every format: one ending a line, without the *
    awk -v want="$1" 'NR > 1 && (want == "" || $1 == want) { for (i = 2; i <= NF; i++) if ($i ~ /^\*\./) print substr($i, 2) }' <<<"$formats"
}
is_document() { # FILE ENDINGS...
    local f=$1; shift
    case "$f" in *.registry.json|*.decoded.json) return 1 ;; esac
    local e
    for e in "$@"; do [[ "${f,,}" == *"${e,,}" ]] && return 0; done
    return 1
}
documents=()
for dir in fixtures/*/; do
    mapfile -t files < <(find "$dir" -type f | LC_ALL=C sort)
    mapfile -t endings < <(endings_of "$(basename "$dir")")
    [ ${#endings[@]} -gt 0 ] || mapfile -t endings < <(endings_of "")
    chosen=()
    for f in "${files[@]}"; do is_document "$f" "${endings[@]}" && chosen+=("$f"); done
    [ ${#chosen[@]} -gt 0 ] || continue
    if $all; then documents+=("${chosen[@]}"); continue; fi
    pick=${chosen[0]}
    for f in "${chosen[@]}"; do case "$f" in */file1.*) pick=$f; break ;; esac; done
    case "$pick" in */file1.*) ;; *) for f in "${chosen[@]}"; do case "$f" in *.tscn|*/Save*) pick=$f; break ;; esac; done ;; esac
    documents+=("$pick")
done
[ ${#documents[@]} -gt 0 ] || die "no documents found in fixtures/"

# --- the display --------------------------------------------------------------------------------------
. "$here/virtual-display.sh"
start_virtual_display

# --- class data sharing -------------------------------------------------------------------------------
# The runtime's archive (jlink's, written again by jpackage/archive.sh with what a start loads) must be there and be
# used: the launcher started with sharing required (-Xshare:on: the JVM stops when it cannot map the archive) loads
# nearly all the runtime's classes it needs, JavaFX's among them, from the archive, not from the modules file.
archive="$(dirname "$launcher")/../lib/runtime/lib/server/classes.jsa"
[ -f "$archive" ] || die "the runtime has no class data archive: $archive is missing (see jpackage/build.sh)"
set +e
DISPLAY=$display XDG_STATE_HOME="$work/state" timeout "${SMOKE_TIMEOUT:-120}" env \
    JAVA_TOOL_OPTIONS="-Xshare:on -Xlog:class+load=info:file=$work/classes.log" \
    "$launcher" --smoke "${documents[0]}" >"$work/sharing.out" 2>&1
code=$?
set -e
[ "$code" = 0 ] || die "$launcher does not start with -Xshare:on (exit $code): $(grep -v '^Picked up' "$work/sharing.out" | head -5)"
read -r shared runtime < <(awk '$3 == "source:" && $4 == "shared" { s++ } $3 == "source:" && ($4 == "shared" || $4 ~ /^jrt:\//) { r++ }
    END { print s + 0, r + 0 }' "$work/classes.log")
echo "== class data sharing: $shared of the $runtime classes the window loaded from its runtime came from $archive"
[ "$runtime" -gt 0 ] && [ $((shared * 100)) -ge $((runtime * 90)) ] \
    || die "under 90% of the runtime's classes came from its archive: run jpackage/archive.sh on the image again"

# --- the runs -----------------------------------------------------------------------------------------
echo "== $launcher --smoke, on $display, ${#documents[@]} documents"
failed=0
printf '%-22s %-44s %-6s %s\n' "folder" "document" "secs" "result"
for doc in "${documents[@]}"; do
    folder=$(echo "$doc" | cut -d/ -f2)
    out="$work/out.txt"
    start=$(date +%s%N)
    set +e
    # Its own state folder: a failure's log lands there and is shown below.
    DISPLAY=$display XDG_STATE_HOME="$work/state" timeout "${SMOKE_TIMEOUT:-120}" "$launcher" --smoke "$doc" >"$out" 2>&1
    code=$?
    set -e
    tenths=$(( ($(date +%s%N) - start) / 100000000 ))
    secs="$((tenths / 10)).$((tenths % 10))"
    shown=$(grep -m1 '^shown: ' "$out" || true)
    problem=""
    if [ "$code" -ne 0 ]; then problem="exit $code"; [ "$code" = 124 ] && problem="no answer in ${SMOKE_TIMEOUT:-120} s"
    elif [ -z "$shown" ]; then problem="no 'shown:' line"
    elif grep -qE 'Exception|Error[:( ]|^[[:space:]]+at [[:alnum:]_$.]+\(' "$out"; then problem="an exception in the output"
    elif grep -q '^\[[^]]*\]\[warning\]' "$out"; then problem="a JVM warning in the output" # e.g. an archive it cannot map
    fi
    if [ -z "$problem" ]; then
        printf '%-22s %-44s %-6s %s\n' "$folder" "$doc" "$secs" "${shown#shown: $doc }"
    else
        failed=$((failed + 1))
        printf '%-22s %-44s %-6s FAILED: %s\n' "$folder" "$doc" "$secs" "$problem"
        sed 's/^/    | /' "$out" | head -40
        [ -f "$work/state/savelens/savelens.log" ] && { echo "    log:"; sed 's/^/    | /' "$work/state/savelens/savelens.log" | head -40; }
    fi
done
if [ "$failed" -gt 0 ]; then
    echo "smoke.sh: $failed of ${#documents[@]} documents were not shown by $launcher" >&2
    exit 1
fi
echo "== all ${#documents[@]} documents shown"
