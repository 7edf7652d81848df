package savelens.app;

import java.util.Map;

/**
 * Why the window cannot start, as one line: no display to open it on (checked before JavaFX is loaded, so that
 * nothing of its start-up log is printed), or the reason JavaFX gave.
 */
final class WindowStart {
    /** The exit code when the window cannot start (JavaFX failed: an internal error). */
    static final int FAILED = 70;
    /** The exit code when there is no display to open the window on (sysexits' EX_UNAVAILABLE). */
    static final int NO_DISPLAY = 69;

    private WindowStart() {}

    /** The reason there is no display on this Linux/BSD desktop-less session, or null when there may be one. */
    static String missingDisplay(Map<String, String> env, String os, String glassPlatform) {
        String o = os.toLowerCase(java.util.Locale.ROOT);
        if (o.contains("win") || o.contains("mac")) return null;
        if (glassPlatform != null && !glassPlatform.isBlank()) return null; // Monocle and friends need none
        if (notBlank(env.get("DISPLAY")) || notBlank(env.get("WAYLAND_DISPLAY"))) return null;
        return "cannot open the window: no display (DISPLAY is not set); the commands need none: savelens help lists them";
    }

    /** The innermost reason a start failed, on one line. */
    static String failure(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) cause = cause.getCause();
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return "cannot open the window: " + message.replaceAll("\\s+", " ").trim();
    }

    private static boolean notBlank(String s) { return s != null && !s.isBlank(); }
}
