package savelens.app.cli;

/**
 * Ends a command with an exit code and one line for stderr. The codes are those of {@code docs/exit-codes.md}: 1 the
 * request failed (or, for {@code diff} and {@code check}, differences or errors found), 2 the input cannot be read,
 * 64 a usage error (sysexits' EX_USAGE), 70 an internal error of SaveLens (EX_SOFTWARE).
 */
final class CliFailure extends RuntimeException {
    static final int REQUEST_FAILED = 1, UNREADABLE = 2, USAGE = 64, INTERNAL = 70;

    final int code;

    CliFailure(int code, String message) {
        super(message);
        this.code = code;
    }
}
