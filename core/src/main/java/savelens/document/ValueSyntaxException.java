package savelens.document;

/** Text given as a value ({@code set}'s VALUE, what an editor holds) that is no JSON scalar literal or {@code #ID}. */
public final class ValueSyntaxException extends IllegalArgumentException {
    public ValueSyntaxException(String message) { super(message); }
}
