#!/usr/bin/env bash
# Builds SaveLens for Linux: a trimmed Java runtime (jlink), an app-image with the launchers
# "savelens" (GUI) and "savelens-cli" (command line), and a .deb. Everything goes to jpackage/target/.
#
#   jpackage/build.sh                 mvn package, then runtime, app-image and .deb
#   jpackage/build.sh --skip-maven    use app/target/dist as it is
#   jpackage/build.sh --no-deb        stop after the app-image (and its smoke check)
#   jpackage/build.sh --no-smoke      do not start the app-image (jpackage/smoke.sh) after building it
#
# Environment: MVN_ARGS, extra Maven arguments (e.g. "-o" to stay offline).
# Icons: icons/target/generated-icons/savelens-{128,256}.png, rendered by the icons module in 'mvn package'.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
cd "$root"

skip_maven=false
build_deb=true
smoke=true
for arg in "$@"; do
    case "$arg" in
        --skip-maven) skip_maven=true ;;
        --no-deb) build_deb=false ;;
        --no-smoke) smoke=false ;;
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option '$arg' (see --help)" >&2; exit 64 ;;
    esac
done

die() { echo "build.sh: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "'$1' not found on PATH: $2"; }
step() { echo "== $*"; }

need java "install a JDK 17 (Debian: apt-get install openjdk-17-jdk)"
for tool in jar jdeps jlink jpackage; do
    need "$tool" "it comes with a full JDK 17 (Debian: apt-get install openjdk-17-jdk), not with a JRE"
done
java_major=$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
[ "$java_major" -ge 17 ] 2>/dev/null || die "Java 17 or later is needed, found '$java_major'"

if $build_deb; then
    need dpkg-deb "a .deb can only be built on Debian or Ubuntu (or run with --no-deb)"
    if ! command -v fakeroot >/dev/null 2>&1; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            step "installing fakeroot (jpackage needs it to build a .deb)"
            apt-get install -y -q fakeroot >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q fakeroot >/dev/null; }
        fi
        need fakeroot "apt-get install fakeroot"
    fi
fi

# --- 1. the jars ---------------------------------------------------------------------------------
dist=app/target/dist
if ! $skip_maven; then
    step "mvn -q package -DskipTests ${MVN_ARGS:-}"
    need mvn "install Maven, or build app/target/dist yourself and pass --skip-maven"
    # shellcheck disable=SC2086
    mvn -q package -DskipTests ${MVN_ARGS:-}
fi
[ -f "$dist/savelens.jar" ] || die "$dist/savelens.jar is missing: run 'mvn package' first (or drop --skip-maven)"

# Package versions must be numbers: 0.1.0-SNAPSHOT becomes 0.1.0.
pom_version=$(sed -n 's/^version=//p' app/target/maven-archiver/pom.properties 2>/dev/null || true)
[ -n "$pom_version" ] || die "cannot read the project version from app/target/maven-archiver/pom.properties"
app_version=${pom_version%%-*}
[[ "$app_version" =~ ^[0-9]+(\.[0-9]+){0,2}$ ]] || die "cannot turn project version '$pom_version' into a package version"

icon=icons/target/generated-icons/savelens-256.png
for f in "$icon" icons/target/generated-icons/savelens-128.png; do
    [ -f "$f" ] || die "$f is missing: the icons module renders it during 'mvn package'"
done

out="$here/target"
rm -rf "$out"
mkdir -p "$out"

# --- 2. the runtime ------------------------------------------------------------------------------
step "jdeps: JDK modules used by savelens.jar and lib/*.jar"
modules=$(jdeps --print-module-deps --ignore-missing-deps --multi-release 17 "$dist/savelens.jar" "$dist"/lib/*.jar 2>/dev/null | tail -n 1)
[[ "$modules" =~ ^[a-z.,]+$ ]] || die "jdeps printed no module list (got '$modules')"
echo "   $modules"

# JavaFX goes into the runtime as modules (its platform jars are modular jars, which jlink links like jmods):
# loaded from named modules, it starts without its "unsupported configuration" warning. The app and its other
# libraries stay on the class path, where the JDK resolves every system module for them.
javafx_jars=$(ls "$dist"/lib/javafx-*-*.jar 2>/dev/null | tr '\n' ':')
[ -n "$javafx_jars" ] || die "no JavaFX platform jars (javafx-*-linux.jar) in $dist/lib"
# --generate-cds-archive: the runtime gets a class data archive of the JDK's classes (lib/server/classes.jsa), which
# the JVM maps at start instead of loading and checking each class. jlink's second archive, for heaps over 32 GB
# (classes_nocoops.jsa, 11 MB), is left out: such a JVM loads its classes as it would without one.
step "jlink: runtime with JavaFX as modules"
jlink --module-path "${javafx_jars%:}" --add-modules "$modules,javafx.controls" \
      --strip-debug --no-header-files --no-man-pages --compress=2 --generate-cds-archive --output "$out/runtime"
"$out/runtime/bin/java" --list-modules | grep -q '^javafx.controls@' || die "the runtime has no javafx.controls module"
[ -f "$out/runtime/lib/server/classes.jsa" ] || die "jlink wrote no class data archive (lib/server/classes.jsa)"
rm -f "$out/runtime/lib/server/classes_nocoops.jsa"
echo "   runtime: $(du -sh "$out/runtime" | cut -f1)"

# --- 3. app-image --------------------------------------------------------------------------------
# The input folder holds what the app runs from: savelens.jar and lib/ (its manifest's Class-Path) without the
# JavaFX jars, which are in the runtime (a copy on the class path would be a second, unnamed JavaFX).
mkdir -p "$out/input/lib"
cp "$dist/savelens.jar" "$out/input/"
for jar in "$dist"/lib/*.jar; do
    case "$(basename "$jar")" in javafx-*) ;; *) cp "$jar" "$out/input/lib/" ;; esac
done

java_options=(--java-options '-Dfile.encoding=UTF-8' --java-options '-XX:MaxRAMPercentage=50')

# ControlsFX stays on the class path but JavaFX is a named module of the runtime here, so the JavaFX internals
# ControlsFX uses must be opened to the unnamed module, or its controls fail on first use (IllegalAccessError).
# The jar's manifest lists them (Add-Exports/Add-Opens, read by `java -jar`); the launcher does not read a
# manifest, so each becomes a java-option.
manifest_attribute() { # NAME: the value of a main attribute of savelens.jar's manifest (continuation lines joined)
    (cd "$out" && rm -rf manifest && mkdir manifest && cd manifest && jar --extract --file "$root/$dist/savelens.jar" META-INF/MANIFEST.MF)
    tr -d '\r' < "$out/manifest/META-INF/MANIFEST.MF" \
        | awk '/^ / {line = line substr($0, 2); next} {if (line != "") print line; line = $0} END {print line}' \
        | sed -n "s/^$1: //p"
}
internal_access=()
for export in $(manifest_attribute Add-Exports); do internal_access+=("--add-exports=$export=ALL-UNNAMED"); done
for open in $(manifest_attribute Add-Opens); do internal_access+=("--add-opens=$open=ALL-UNNAMED"); done
[ ${#internal_access[@]} -gt 0 ] || die "$dist/savelens.jar's manifest has no Add-Exports: ControlsFX would fail on JavaFX's modules"
for option in "${internal_access[@]}"; do java_options+=(--java-options "$option"); done
echo "   ${#internal_access[@]} JavaFX packages opened to ControlsFX (from the jar's Add-Exports/Add-Opens)"
# The Windows and macOS argfiles are used by hand on those systems: they must carry the same list.
for args in jpackage/windows/savelens.args jpackage/macos/savelens.args; do
    for option in "${internal_access[@]}"; do
        grep -qxF -- "--java-options $option" "$args" || die "$args lacks '--java-options $option' (the jar's manifest lists it)"
    done
done

# What names the app, the same in the app-image and the package.
identity=(--name savelens --app-version "$app_version" --vendor "SaveLens"
    --description "Inspector for game saves stored as id-table documents"
    --copyright "Copyright (c) 2026 the SaveLens authors" --icon "$icon")

step "jpackage: app-image $app_version"
jpackage --type app-image --dest "$out/app-image" \
    "${identity[@]}" \
    --runtime-image "$out/runtime" \
    --input "$out/input" --main-jar savelens.jar --main-class savelens.app.Launcher \
    "${java_options[@]}" \
    --add-launcher savelens-cli=jpackage/linux/savelens-cli.properties
image="$out/app-image/savelens"

# jlink archived the JDK's own start; the image's launcher, started once, lists what the window loads from the
# runtime (JavaFX the most), and the runtime's archive is written again with those classes.
step "class data archive: the runtime's classes a start loads (jpackage/archive.sh)"
"$here/archive.sh" "$image"
echo "   app-image: $(du -sh "$image" | cut -f1)  ($image)"

# The image's own launcher, started on a virtual display with a document of every format: a launch that fails
# (a missing module flag, a library the runtime lacks) fails the build here, not on a user's machine.
if $smoke; then
    step "smoke check: $image/bin/savelens --smoke, one document per format"
    "$here/smoke.sh" "$image/bin/savelens"
fi

# --- 4. .deb -------------------------------------------------------------------------------------
if $build_deb; then
    # One association per file type the format providers declare, written from the jar just built; their icon=
    # paths are relative to the repository root, the current folder.
    assoc=()
    while read -r f; do assoc+=(--file-associations "$f"); done \
        < <(java -cp "$out/input/savelens.jar:$out/input/lib/*" savelens.file.FileAssociations linux "$out/associations")
    [ ${#assoc[@]} -gt 0 ] || die "no file associations written from the format providers (see above)"

    step "jpackage: .deb"
    jpackage --type deb --dest "$out/deb" \
        --app-image "$image" \
        "${identity[@]}" \
        "${assoc[@]}" \
        --resource-dir jpackage/linux/resources \
        --linux-package-name savelens \
        --linux-deb-maintainer "savelens@example.org" \
        --linux-menu-group "Development;Utility;" \
        --linux-app-category utils \
        --linux-shortcut
    deb=$(ls "$out"/deb/*.deb)
    # The maintainer scripts are our templates with jpackage's commands written in: check they still parse.
    dpkg-deb -e "$deb" "$out/deb-control"
    for script in postinst prerm postrm preinst; do
        sh -n "$out/deb-control/$script" || die "the .deb's $script does not parse (see jpackage/linux/resources/)"
    done
    echo "   deb: $(du -h "$deb" | cut -f1)  ($deb)"
fi
