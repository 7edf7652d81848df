package savelens.document;

/**
 * Where the edit that patched a document from the one before went ({@link Document#patchFrom}): value {@code value}'s
 * text, {@code removed} bytes at {@code offset}, became {@code added} bytes. Every value kept its number; offsets at or
 * past the old text's end ({@code offset + removed}) moved by {@link #delta}, those before it stayed.
 */
public record TextPatch(int value, long offset, int removed, int added) {
    /** The bytes the edit added to the text (negative when it took some away). */
    public int delta() { return added - removed; }

    /** The end of the replaced text in the text before the edit. */
    public long removedEnd() { return offset + removed; }

    /** An offset of the text before the edit, in the text after it (an offset inside the replaced text stays). */
    public long shift(long offsetBefore) { return offsetBefore >= removedEnd() ? offsetBefore + delta() : offsetBefore; }
}
