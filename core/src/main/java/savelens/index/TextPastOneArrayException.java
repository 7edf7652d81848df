package savelens.index;

import java.util.Locale;

/**
 * What was asked needs the document's text as one array, and the text is longer than one holds (a helio text is read
 * up to 4 GiB, in pieces): the whole-text views and rewrites that have no reading in pieces say so in one line.
 */
public final class TextPastOneArrayException extends IllegalArgumentException {
    /** The most bytes one array holds. */
    public static final long MOST = Integer.MAX_VALUE - 8;

    public TextPastOneArrayException(long bytes) {
        super("this needs the document's text as one piece, which holds at most " + gib(MOST) + ", and the text is " + gib(bytes));
    }

    private static String gib(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }

    /** An offset into a text of one array, refused past it. */
    static int offset(long offset, ValueIndex index) {
        if (offset > MOST) throw new TextPastOneArrayException(index.textLength());
        return (int) offset;
    }
}
