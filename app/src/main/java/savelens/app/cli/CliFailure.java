package savelens.app.cli;

/** Ends a command with an exit code and one line for stderr. */
final class CliFailure extends RuntimeException {
    static final int REQUEST_FAILED = 1, UNREADABLE = 2, USAGE = 64, INTERNAL = 70;

    final int code;

    CliFailure(int code, String message) {
        super(message);
        this.code = code;
    }
}
