package savelens.document;

import java.util.Locale;

/**
 * The input is larger than the {@link SizeLimit} it was read under: the file itself, or the text its
 * container unpacks to. The message gives the size (or that it is more than the limit) and the limit, and
 * {@link #raisable} whether a larger limit would read it.
 */
public final class InputTooLargeException extends UnreadableDocumentException {
    /**
     * The most bytes one text of one piece holds (one array, or one buffer outside the heap): the most any format but
     * helio reads, which is read in pieces up to {@link SizeLimit#LARGEST}.
     */
    public static final int MOST_TEXT = Integer.MAX_VALUE - 8;
    private final boolean raisable;

    public InputTooLargeException(String message) { this(message, true); }

    public InputTooLargeException(String message, boolean raisable) {
        super(message);
        this.raisable = raisable;
    }

    /** Whether reading under a larger {@link SizeLimit} (up to {@link SizeLimit#LARGEST}) could take the input. */
    public boolean raisable() { return raisable; }

    /** A file of a known size over the limit, or over what one text holds whatever the limit. */
    public static InputTooLargeException file(long size, SizeLimit limit) {
        if (size <= limit.bytes()) {
            return new InputTooLargeException("the file is " + bytes(size) + "; SaveLens holds a document's text in one piece, of at most "
                    + bytes(MOST_TEXT), false);
        }
        if (limit.bytes() < SizeLimit.LARGEST.bytes()) {
            return new InputTooLargeException("the file is " + sizeOver(size, limit) + ", over the " + limit + " limit");
        }
        return new InputTooLargeException("the file is " + sizeOver(size, limit) + ", over the " + limit
                + " limit, the most SaveLens reads (a helio document's; the other formats read up to " + bytes(MOST_TEXT) + ")", false);
    }

    /**
     * A file over one array's most, of a format whose text is held in one piece: only helio documents are read in
     * pieces, up to {@link SizeLimit#LARGEST}.
     */
    public static InputTooLargeException onePiece(long size, String format) {
        return new InputTooLargeException("the file is " + bytes(size) + "; a " + format + " file is read up to "
                + bytes(MOST_TEXT) + " (its text is held in one piece); only helio documents are read past that, up to "
                + SizeLimit.LARGEST, false);
    }

    /**
     * A text a container unpacks to that passes {@code limit}: a larger limit could read it unless this one is already
     * the largest.
     */
    public static InputTooLargeException unpacked(String message, long limit) {
        return new InputTooLargeException(message, limit < SizeLimit.LARGEST.bytes());
    }

    /**
     * A size over {@code limit} as a message says it: rounded as usual, unless rounding makes it read as the limit
     * itself ("2.0 GiB, over the 2 GiB limit"), then in bytes.
     */
    static String sizeOver(long size, SizeLimit limit) {
        String rounded = SizeLimit.describe(size);
        String whole = limit.toString();
        boolean readsAsLimit = rounded.equals(whole) || rounded.equals(whole.replace(" ", ".0 "));
        return readsAsLimit ? bytes(size) : rounded;
    }

    private static String bytes(long n) { return String.format(Locale.ROOT, "%,d bytes", n); }
}
