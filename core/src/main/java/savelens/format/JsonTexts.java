package savelens.format;

import java.nio.charset.StandardCharsets;
import savelens.document.UnreadableDocumentException;
import java.util.function.IntPredicate;
import savelens.index.DuplicateMembers;
import savelens.json.JsonIndex;
import savelens.json.JsonText;
import savelens.json.JsonIndexer;
import savelens.json.JsonSyntaxException;
import savelens.json.ValueListener;

/** Small shared steps of the JSON-based formats: sniffing, and indexing with readable errors. */
public final class JsonTexts {
    private JsonTexts() {}

    /** Indexes the text, turning a syntax error into an unreadable-document error with line and column. */
    public static JsonIndex index(byte[] text) {
        return index(text, null);
    }

    /** The same over a text outside the heap (see {@link JsonIndexer#index(java.nio.ByteBuffer, ValueListener)}). */
    public static JsonIndex index(java.nio.ByteBuffer text, ValueListener listener) {
        try {
            return JsonIndexer.index(text, listener);
        } catch (JsonSyntaxException e) {
            throw new UnreadableDocumentException(e.getMessage(), e);
        }
    }

    /** The same over a text outside the heap in one or more buffers. */
    public static JsonIndex index(savelens.json.TextBuffers text, ValueListener listener) {
        try {
            return JsonIndexer.index(text, listener);
        } catch (JsonSyntaxException e) {
            throw new UnreadableDocumentException(e.getMessage(), e);
        }
    }

    /** The same, telling the listener (when not null) of each value on the way. */
    public static JsonIndex index(byte[] text, ValueListener listener) {
        try {
            return JsonIndexer.index(text, listener);
        } catch (JsonSyntaxException e) {
            throw new UnreadableDocumentException(e.getMessage(), e);
        }
    }

    /**
     * Refuses a document in which a member that gives its structure (a helio "root", a JsonEx "@c") is written
     * twice in one object: readers disagree on which one counts, so no reading of it is safe.
     * {@code structural} is asked about the later member of each such pair.
     */
    public static void refuseDuplicatedStructure(JsonIndex json, IntPredicate structural) {
        DuplicateMembers d = json.duplicates();
        for (int i = 0; i < d.count(); i++) {
            int later = d.later(i);
            if (!structural.test(later)) continue;
            int[] at = JsonIndex.lineColumn(json.text(), json.keyStartInt(later));
            int[] first = JsonIndex.lineColumn(json.text(), json.keyStartInt(d.earlier(i)));
            throw new UnreadableDocumentException("line " + at[0] + ", column " + at[1] + ": " + JsonText.quote(json.name(later))
                    + " is written twice in one object (first at line " + first[0] + ", column " + first[1]
                    + "); with its structure given twice the document cannot be read safely");
        }
    }

    /** True when the first non-blank byte (after a UTF-8 byte order mark) is {@code c}. */
    public static boolean startsWith(byte[] bytes, char c) {
        int i = 0;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) i = 3;
        while (i < bytes.length && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) i++;
        return i < bytes.length && bytes[i] == c;
    }

    /** True when a JSON text whose first character is {@code c} is a value: any value may be a whole save. */
    public static boolean startsValue(int c) {
        return c == '{' || c == '[' || c == '"' || c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n';
    }

    /** True when the ASCII text occurs within the first {@code limit} bytes. */
    public static boolean containsAscii(byte[] bytes, String ascii, int limit) {
        // As Latin-1 every byte is one char and no byte above 0x7F can match an ASCII one, so the JDK's
        // vectorised String.indexOf does the search.
        return new String(bytes, 0, Math.min(bytes.length, limit), StandardCharsets.ISO_8859_1).contains(ascii);
    }
}
