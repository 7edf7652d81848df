#!/usr/bin/env bash
# Writes the app-image runtime's class data archive (lib/runtime/lib/server/classes.jsa) from the classes the image's
# own launcher loads from its runtime while it starts and shows a document: the JDK's and JavaFX's, so the JVM maps
# them already parsed and checked instead of loading each again on every start. jlink's --generate-cds-archive
# archives only the JDK's own start (about a sixth of what the window loads); this adds JavaFX and the rest.
#
#   jpackage/archive.sh IMAGE     IMAGE: the app-image folder, e.g. jpackage/target/app-image/savelens
#
# The classes of the app's own jars are left out: an archive of them is valid only at the folder it was made in,
# and the .deb installs elsewhere. The runtime's classes are found by name in its modules file, wherever the image
# lies. Runs `savelens --smoke` once on a virtual display (Xvfb) and `savelens-cli info` once; without Xvfb the
# runtime keeps jlink's archive and this says so. A missing or stale archive never stops the app: the JVM then
# loads the classes from the modules file, as without one.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
cd "$root"

die() { echo "archive.sh: $*" >&2; exit 1; }
[ $# = 1 ] || die "usage: jpackage/archive.sh IMAGE"
image=$1
java="$image/lib/runtime/bin/java"
archive="$image/lib/runtime/lib/server/classes.jsa"
[ -x "$java" ] && [ -x "$image/bin/savelens" ] || die "$image is not an app-image with its runtime (run jpackage/build.sh)"
doc=fixtures/helio/scene.json

if ! command -v Xvfb >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "   apt-get install xvfb"
        apt-get install -y -q xvfb >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q xvfb >/dev/null; }
    else
        echo "   no Xvfb: the runtime keeps jlink's archive of the JDK's classes (apt-get install xvfb for JavaFX's too)"
        exit 0
    fi
fi

. "$here/virtual-display.sh"
start_virtual_display

# What a start loads, and from where: -XX:DumpLoadedClassList names the classes (and the lambdas and method
# handle forms the archive can hold), the class+load log says which of them came from the runtime.
loads() { # NAME LAUNCHER ARGS...: one start with its class list and load log written to $work/NAME.*
    local name=$1; shift
    DISPLAY="$display" XDG_STATE_HOME="$work/state" timeout 120 env \
        JAVA_TOOL_OPTIONS="-XX:DumpLoadedClassList=$work/$name.classlist -Xlog:class+load=info:file=$work/$name.log" \
        "$@" >"$work/$name.out" 2>&1 || die "'$*' failed while listing its classes: $(tail -5 "$work/$name.out")"
}
loads window "$image/bin/savelens" --smoke "$doc"
loads cli "$image/bin/savelens-cli" info "$doc"

# Only classes of the runtime (loaded from its modules file, or already from jlink's archive) go in.
cat "$work"/*.log | awk '$3 == "source:" && ($4 ~ /^jrt:\// || $4 == "shared") { gsub(/\./, "/", $2); print $2 }' \
    | sort -u >"$work/runtime-classes"
cat "$work"/window.classlist "$work"/cli.classlist \
    | awk 'NR == FNR { runtime[$1] = 1; next }
           /^#/ { next }
           /^@lambda-form-invoker/ { print; next }
           /^@lambda-proxy/ { if ($2 in runtime) print; next }
           $1 in runtime { print }' "$work/runtime-classes" - \
    | awk '!seen[$0]++' >"$work/savelens.classlist"
classes=$(grep -vc '^@' "$work/savelens.classlist" || true)
[ "$classes" -gt 1000 ] || die "only $classes runtime classes listed from the launcher's start (see $work)"

# The archive for compressed object pointers, the JVM's mode up to a 32 GB heap (build.sh leaves out jlink's
# archive for larger heaps).
"$java" -Xshare:dump -XX:SharedClassListFile="$work/savelens.classlist" -XX:SharedArchiveFile="$work/classes.jsa" \
    -Xlog:cds=off -Xlog:cds+dynamic=off >"$work/dump.out" 2>&1 || die "the runtime could not write its archive: $(tail -5 "$work/dump.out")"
mv -f "$work/classes.jsa" "$archive"
chmod 444 "$archive"
echo "   class data archive: $classes classes of the runtime, $(du -h "$archive" | cut -f1) ($archive)"
