# Sourced by the packaging scripts that start the packaged app (smoke.sh, archive.sh): a virtual display of its own.
#
#   start_virtual_display    Xvfb on the first free display number from :90; sets display (":N"), number, work (a
#                            temporary folder, removed with the display when the script exits) and xvfb (its pid).
#                            Stops the script through its die() when Xvfb does not come up.
start_virtual_display() {
    number=90
    while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do number=$((number + 1)); done
    display=":$number"
    work=$(mktemp -d)
    Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    xvfb=$!
    trap 'kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$number" ] && break; sleep 0.1; done
    [ -e "/tmp/.X11-unix/X$number" ] || die "Xvfb did not start on $display: $(cat "$work/xvfb.log")"
}
