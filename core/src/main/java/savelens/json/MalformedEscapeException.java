package savelens.json;

/** A typed text whose backslash starts no JSON escape; {@code index} is where that backslash is (from 0). */
public final class MalformedEscapeException extends IllegalArgumentException {
    private final int index;

    public MalformedEscapeException(String message, int index) {
        super(message);
        this.index = index;
    }

    public int index() { return index; }
}
