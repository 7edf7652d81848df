package savelens.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonTokenId;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.base.ParserBase;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import savelens.index.TextPlaces;
import savelens.progress.ReadProgress;

/** Builds a {@link JsonIndex} in one streaming pass of Jackson's parser; no tree is built. */
public final class JsonIndexer {
    /** Deeper nesting than any save we know of; deeper input is refused instead of overflowing anything. */
    public static final int MAX_DEPTH = 2_000;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_DEPTH)
                    .maxNumberLength(10_000)
                    .maxStringLength(Integer.MAX_VALUE)
                    .maxNameLength(1_000_000)
                    .build())
            .build();

    // Tokens between progress reports (and cancellation checks): often enough for a smooth bar, rare enough to cost nothing.
    private static final int REPORT_EVERY = 1 << 16;

    /**
     * Containers with at most this many values in their subtree keep one index entry, and so do runs of
     * small siblings together; the rest is rebuilt on demand. Big enough that a dozen typical nodes share an
     * entry, small enough that rebuilding one costs microseconds.
     */
    public static final int CHUNK_LIMIT = 256;

    // The spine being built, by slot (see JsonIndex); a closed small container drops its subtree's slots.
    private int[] value = new int[64];
    private byte[] kind = new byte[64];
    private int[] start = new int[64];
    private int[] end = new int[64];
    private int[] key = new int[64];
    private int[] parent = new int[64];
    private int[] after = new int[64];
    private int slots;
    private int count;
    private final int chunkLimit;

    private JsonIndexer(int chunkLimit) {
        this.chunkLimit = chunkLimit;
    }

    public static JsonIndex index(byte[] text) {
        return new JsonIndexer(CHUNK_LIMIT).run(text, null);
    }

    /** Indexes the text and tells the listener of each value on the way. */
    public static JsonIndex index(byte[] text, ValueListener listener) {
        return new JsonIndexer(CHUNK_LIMIT).run(text, listener);
    }

    /**
     * Indexes the text that is all of {@code text} (0 to its capacity; outside the heap, read-only and never changed
     * while the index lives), which the index then reads where it is: no copy of it is made on the heap.
     */
    public static JsonIndex index(ByteBuffer text, ValueListener listener) {
        return index(TextBuffers.of(text), listener);
    }

    /** As {@link #index(ByteBuffer, ValueListener)}, over a text outside the heap in one or more buffers. */
    public static JsonIndex index(TextBuffers text, ValueListener listener) {
        return new JsonIndexer(CHUNK_LIMIT).run(new Source(null, text), listener);
    }

    /**
     * As {@link #index(byte[], ValueListener)}, the listener told on a thread of its own whatever its text's length,
     * {@code batch} values per handover (tests compare this with the listener on the indexing thread).
     */
    static JsonIndex indexRelayed(byte[] text, ValueListener listener, int batch) {
        return new JsonIndexer(CHUNK_LIMIT).run(new Source(text, null), listener, batch);
    }

    /** As {@link #index(byte[], ValueListener)}, read by Jackson's parser alone (tests compare the bytes' reader with it). */
    static JsonIndex indexWithParser(byte[] text, ValueListener listener) {
        JsonIndexer indexer = new JsonIndexer(CHUNK_LIMIT);
        indexer.bytesFirst = false;
        return indexer.run(text, listener);
    }

    /** With another chunk limit; 0 keeps every value on the spine (tests compare against that). */
    static JsonIndex index(byte[] text, int chunkLimit) {
        return new JsonIndexer(chunkLimit).run(text, null);
    }

    private JsonIndex run(byte[] text, ValueListener listener) {
        return run(new Source(text, null), listener);
    }

    private JsonIndex run(Source text, ValueListener listener) {
        return run(text, listener, 0);
    }

    /** {@code relayBatch}: 0 when the listener says whether it is told on a thread of its own, else that thread's batch. */
    private JsonIndex run(Source text, ValueListener listener, int relayBatch) {
        try {
            return parse(text, listener, relayBatch);
        } catch (JsonSyntaxException | CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            // A listener works on text the parser has not read through yet; when it stumbles, a syntax error
            // further on is what the user needs to hear. Without one, its failure is a fault of its own.
            if (listener == null) throw e;
            new JsonIndexer(chunkLimit).parse(text, null, 0);
            throw e;
        }
    }

    /** The text as an array on the heap, or outside it; what the parse needs of it either way. */
    private record Source(byte[] heap, TextBuffers outside) {
        long length() { return heap != null ? heap.length : outside.length(); }

        boolean isBlank() { return heap != null ? JsonIndexer.isBlank(heap) : outside.isBlank(); }

        JsonParser parser() throws IOException {
            return heap != null ? FACTORY.createParser(heap) : FACTORY.createParser(outside.stream());
        }

        /** The whole text on the heap: only to place a syntax error, when the read has failed anyway (and the text fits one array). */
        byte[] onHeap() {
            if (heap != null) return heap;
            byte[] copy = new byte[(int) length()];
            outside.copyTo(0, copy.length, copy, 0);
            return copy;
        }

        /** The line and column of a syntax error at {@code offset}: the text read forward to it. */
        JsonSyntaxException syntax(long offset, String what) {
            if (heap != null || length() <= Integer.MAX_VALUE - 8) return JsonIndexer.syntax(onHeap(), (int) Math.min(offset, Integer.MAX_VALUE), what);
            long[] lc = TextPlaces.lineColumn(outside::copyTo, length(), offset);
            return new JsonSyntaxException(what, (int) Math.min(lc[0], Integer.MAX_VALUE), (int) Math.min(lc[1], Integer.MAX_VALUE));
        }

        /**
         * The error for a nesting past {@link #MAX_DEPTH}, placed at the bracket that opens the level too many (the
         * parser gives no place for a broken limit); a text past one array's most is walked in blocks.
         */
        JsonSyntaxException tooDeep(String what) {
            if (heap != null || length() <= Integer.MAX_VALUE - 8) {
                byte[] text = onHeap();
                return JsonIndexer.syntax(text, Math.max(0, tooDeepAt(text)), what);
            }
            return syntax(Math.max(0, TextPlaces.tooDeepAt(outside::copyTo, length(), MAX_DEPTH)), what);
        }

        TextPieces pieces() { return heap != null ? TextPieces.of(heap) : TextPieces.outside(outside); }
    }

    private JsonIndex parse(Source source, ValueListener listener, int relayBatch) {
        long length = source.length();
        if (length == 0 || source.isBlank()) throw new JsonSyntaxException("the file is empty", 1, 1);
        if (length > JsonIndex.MOST_TEXT) throw new IllegalArgumentException("a text of " + length + " bytes: an index holds at most " + JsonIndex.MOST_TEXT);
        boolean relayed = listener != null && (relayBatch > 0 || listener.listensOnItsOwnThread(length));
        if (!relayed) return parseTelling(source, listener, null);
        ValueRelay relay = ValueRelay.start(listener, relayBatch > 0 ? relayBatch : ValueRelay.BATCH);
        boolean finished = false;
        try {
            JsonIndex index = parseTelling(source, relay, relay);
            finished = true;
            return index;
        } finally {
            if (!finished) relay.stop(); // a syntax error or a cancel: the listener's thread stops after its batch
        }
    }

    /** {@code relay}: the listener when it is told on a thread of its own, which has heard every value once the text is read. */
    private JsonIndex parseTelling(Source source, ValueListener listener, ValueRelay relay) {
        long length = source.length();
        presize(length);
        this.listener = listener;
        names = new MemberNames();
        boolean read = source.heap() != null && bytesFirst && readBytes(source, length);
        if (!read) {
            // Jackson's parser reads the text from its start (and words any error); the listener, which has heard the
            // values read so far from the bytes, hears only those after them: the parser gives the same ones first.
            long heard = told;
            reset();
            if (listener != null && heard > 0) this.listener = new AfterHeard(listener, heard);
            readWithParser(source, length);
        }
        if (relay != null) relay.finish(); // what the listener failed with is thrown here, as if on this thread
        if (source.heap() != null) finish(source.heap());
        else finish(new TextWindow(source.outside()));
        int n = slots;
        JsonIndex index = new JsonIndex(source.pieces(), count, n, Arrays.copyOf(value, n), Arrays.copyOf(kind, n), Arrays.copyOf(start, n),
                Arrays.copyOf(end, n), Arrays.copyOf(key, n), Arrays.copyOf(parent, n), Arrays.copyOf(after, n), null);
        index.duplicates(names.result(index));
        return index;
    }

    /** Whether the bytes are read by {@link ByteTokens} before the parser is asked (tests compare both ways). */
    private boolean bytesFirst = true;

    /**
     * Reads the text with {@link ByteTokens}: true when it read all of it; false where it was unsure of the text (an
     * error, or JSON it leaves to the parser), with the listener told of the values up to there.
     */
    private boolean readBytes(Source source, long length) {
        readLength = length;
        return new ByteTokens(source.heap()).readInto(this);
    }

    private long readLength;

    /** {@link ByteTokens} has come to {@code at}: the progress shown, and a cancel taken. */
    void progress(long at) {
        ReadProgress.advance(at, readLength);
    }

    /** Reads the text with Jackson's parser, which also words every syntax error. */
    private void readWithParser(Source source, long length) {
        try (JsonParser p = source.parser()) {
            // Over bytes, the parser's token offset is one past the token's first byte; reading it needs no
            // location object per token. Member names and scalar ends are found from the text afterwards,
            // and only for the values that stay on the spine (see finish).
            ParserBase offsets = p instanceof ParserBase b ? b : null;
            JsonToken t;
            int untilReport = REPORT_EVERY;
            while ((t = p.nextToken()) != null) {
                if (t == JsonToken.FIELD_NAME) {
                    member(p.currentName());
                    continue;
                }
                long at = offsets != null ? offsets.getTokenCharacterOffset() - 1 : p.currentTokenLocation().getByteOffset();
                if (--untilReport == 0) {
                    untilReport = REPORT_EVERY;
                    ReadProgress.advance(at, length);
                }
                if (rootDone) throw source.syntax(at, "unexpected content after the end of the document");
                token(t.id(), at);
            }
            if (depth != 0) throw source.syntax(length, "unexpected end of the file (the document is truncated)");
        } catch (StreamConstraintsException e) {
            // The parser gives no place for a broken limit; for the nesting one, the text tells it.
            throw source.tooDeep(cleanMessage(e.getOriginalMessage()));
        } catch (JsonParseException e) {
            var loc = e.getLocation();
            int line = loc == null ? 1 : Math.max(1, loc.getLineNr());
            int col = loc == null ? 1 : Math.max(1, loc.getColumnNr());
            throw new JsonSyntaxException(cleanMessage(e.getOriginalMessage()), line, col);
        } catch (IOException e) {
            throw new JsonSyntaxException(cleanMessage(e.getMessage()), 1, 1);
        }
    }

    // The read in progress: the listener, the open containers' value numbers and spine slots, the member name of the
    // next value (read once for the duplicate check and the listener), and how many calls the listener has had.
    private ValueListener listener;
    private MemberNames names;
    private int[] open = new int[64];
    private int[] openSlot = new int[64];
    private int depth;
    private int pendingKey = -1;
    private String pendingName;
    private boolean rootDone;
    private long told;

    /** Back to the start of the text, for the parser to read it again. */
    private void reset() {
        slots = 0;
        count = 0;
        depth = 0;
        pendingKey = -1;
        pendingName = null;
        rootDone = false;
        told = 0;
        names = new MemberNames();
    }

    /** A member name: its value is the next one. */
    void member(String name) {
        pendingKey = NAME_BEFORE;
        pendingName = name;
        names.member(name, count);
    }

    /** A token other than a member name, by its {@link JsonTokenId} id, its first byte at {@code at}. */
    private void token(int id, long at) {
        switch (id) { // the token's int id: a table switch, no enum switch map
            case JsonTokenId.ID_START_OBJECT -> opened(true, at);
            case JsonTokenId.ID_START_ARRAY -> opened(false, at);
            case JsonTokenId.ID_END_OBJECT -> closed(true, at);
            case JsonTokenId.ID_END_ARRAY -> closed(false, at);
            default -> scalar(SCALAR_KIND[id], at);
        }
    }

    /** An object or array begins at {@code at}. */
    void opened(boolean object, long at) {
        byte k = object ? JsonIndex.OBJECT : JsonIndex.ARRAY;
        int slot = add(k, at, pendingKey, depth == 0 ? -1 : open[depth - 1]);
        pendingKey = -1;
        if (listener != null) {
            listener.value(count - 1, k, at, depth, pendingName);
            told++;
        }
        pendingName = null;
        if (depth == open.length) {
            open = Arrays.copyOf(open, depth * 2);
            openSlot = Arrays.copyOf(openSlot, depth * 2);
        }
        if (object) names.open(depth);
        open[depth] = value[slot];
        openSlot[depth++] = slot;
    }

    /** The innermost object or array ends with the bracket at {@code at}. */
    void closed(boolean object, long at) {
        int slot = openSlot[--depth];
        if (object) names.close();
        end[slot] = (int) (at + 1); // offsets are kept as unsigned ints (see JsonIndex.offset)
        after[slot] = count;
        if (listener != null) {
            listener.end(value[slot], depth, at + 1);
            told++;
        }
        if (count - value[slot] <= chunkLimit) {
            slots = slot + 1;
            joinRun();
        }
        if (depth == 0) rootDone = true;
    }

    /** A scalar of index kind {@code k} begins at {@code at}. */
    void scalar(byte k, long at) {
        int parentValue = depth == 0 ? -1 : open[depth - 1];
        if (fitsWith(slots - 1, parentValue, count + 1)) {
            count++; // joins its previous sibling's entry at once, never taking a slot
        } else {
            int slot = add(k, at, pendingKey, parentValue);
            after[slot] = count;
        }
        pendingKey = -1;
        if (listener != null) {
            listener.value(count - 1, k, at, depth, pendingName);
            told++;
        }
        pendingName = null;
        if (depth == 0) rootDone = true;
    }

    /** The listener, told only of what comes after the first {@code heard} calls, which it has had already. */
    private static final class AfterHeard implements ValueListener {
        private final ValueListener listener;
        private long skip;

        AfterHeard(ValueListener listener, long heard) {
            this.listener = listener;
            this.skip = heard;
        }

        @Override public void value(int number, byte kind, long start, int depth, String name) {
            if (skip > 0) skip--;
            else listener.value(number, kind, start, depth, name);
        }

        @Override public void end(int number, int depth, long end) {
            if (skip > 0) skip--;
            else listener.end(number, depth, end);
        }
    }

    /**
     * The value just completed (the last slot, a scalar or a small container) joins its previous sibling's
     * entry when both fit in one chunk together: a big array of small nodes then costs one entry per dozen
     * nodes instead of one per node. A sibling directly before it in the slots has no entries of its own
     * below it, so dropping the slot loses nothing the text cannot give back.
     */
    private void joinRun() {
        int last = slots - 1;
        if (fitsWith(last - 1, parent[last], count)) slots = last;
    }

    /**
     * Whether a value of container {@code parentValue}, with {@code countAfter} values counted once it is
     * complete, shares one chunk with the slot {@code sibling}: a sibling under the same container, close
     * enough that both fit within the chunk limit.
     */
    private boolean fitsWith(int sibling, int parentValue, int countAfter) {
        return sibling >= 0 && parentValue >= 0 && parent[sibling] == parentValue && countAfter - value[sibling] <= chunkLimit;
    }

    /** Member name offsets and scalar ends of the values that stayed on the spine. */
    private void finish(byte[] text) {
        for (int i = 0; i < slots; i++) {
            if (key[i] == NAME_BEFORE) key[i] = keyBefore(text, start[i]);
            byte k = kind[i];
            if (k == JsonIndex.STRING) end[i] = JsonText.stringEnd(text, start[i]);
            else if (k != JsonIndex.OBJECT && k != JsonIndex.ARRAY) end[i] = Chunk.scalarEnd(text, start[i]);
        }
    }

    /** As {@link #finish(byte[])}, for a text outside the heap, through a window going forward with the slots. */
    private void finish(TextWindow text) {
        for (int i = 0; i < slots; i++) {
            long at = JsonIndex.offset(start[i]);
            if (key[i] == NAME_BEFORE) key[i] = (int) keyBefore(text, at);
            byte k = kind[i];
            if (k != JsonIndex.OBJECT && k != JsonIndex.ARRAY) end[i] = (int) text.scalarEnd(at);
        }
    }

    /** {@link #keyBefore(byte[], int)} through a window, taking more of the text before the value while the name needs it. */
    static long keyBefore(TextWindow text, long valueStart) {
        for (int back = 256; ; back *= 2) {
            long from = Math.max(0, valueStart - back);
            byte[] bytes = text.holding(from, valueStart);
            long base = text.base();
            int k = keyBeforeIn(bytes, (int) (valueStart - base));
            if (k >= 0) return base + k;
            if (base == 0) throw new IllegalStateException("no member name before offset " + valueStart);
        }
    }

    /** As {@link #keyBefore(byte[], int)} in bytes that may begin after the name's start: -1 when the name goes on before them. */
    private static int keyBeforeIn(byte[] text, int valueStart) {
        int i = valueStart - 1;
        while (i >= 0 && text[i] != '"') i--; // blanks, the colon, blanks
        i--;
        while (true) {
            while (i >= 0 && text[i] != '"') i--;
            if (i < 1) return -1; // a name's quote always has a byte before it ('{' or ','), so this one is not in view yet
            int slashes = 0;
            while (i - 1 - slashes >= 0 && text[i - 1 - slashes] == '\\') slashes++;
            if (i - 1 - slashes < 0) return -1; // the backslashes may go on before the bytes in view
            if (slashes % 2 == 0) return i;
            i--;
        }
    }

    /** A guess from the text size, so that big documents do not grow the arrays many times over. */
    private void presize(long textLength) {
        int guess = (int) Math.max(64, Math.min(textLength / 1024, 1 << 20)); // about one entry per dozen small nodes
        if (guess > value.length) resize(guess);
    }

    private int add(byte k, long at, int keyAt, int parentValue) {
        if (slots == value.length) resize(slots * 2);
        value[slots] = count++;
        kind[slots] = k;
        start[slots] = (int) at; // kept as an unsigned int (see JsonIndex.offset)
        key[slots] = keyAt;
        parent[slots] = parentValue;
        return slots++;
    }

    private void resize(int n) {
        value = Arrays.copyOf(value, n);
        kind = Arrays.copyOf(kind, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        key = Arrays.copyOf(key, n);
        parent = Arrays.copyOf(parent, n);
        after = Arrays.copyOf(after, n);
    }

    /** Marks that the next value is an object member whose name lies before it. */
    private static final int NAME_BEFORE = -2;

    /** The opening quote of the member name before a value: back over ':' and blanks, then over the name. */
    static int keyBefore(byte[] text, int valueStart) {
        int i = valueStart - 1;
        while (text[i] != '"') i--; // blanks, the colon, blanks
        i--;
        while (true) {
            while (text[i] != '"') i--;
            int slashes = 0;
            while (text[i - 1 - slashes] == '\\') slashes++;
            if (slashes % 2 == 0) return i; // an unescaped quote: the name's opening one
            i--;
        }
    }

    /** The index kind of each scalar token, by its id. */
    private static final byte[] SCALAR_KIND = new byte[16];

    static {
        Arrays.fill(SCALAR_KIND, JsonIndex.NULL);
        SCALAR_KIND[JsonTokenId.ID_STRING] = JsonIndex.STRING;
        SCALAR_KIND[JsonTokenId.ID_NUMBER_INT] = JsonIndex.NUMBER;
        SCALAR_KIND[JsonTokenId.ID_NUMBER_FLOAT] = JsonIndex.NUMBER;
        SCALAR_KIND[JsonTokenId.ID_TRUE] = JsonIndex.TRUE;
        SCALAR_KIND[JsonTokenId.ID_FALSE] = JsonIndex.FALSE;
    }

    /** The offset of the bracket that opens level {@code MAX_DEPTH + 1}, or -1. */
    static int tooDeepAt(byte[] text) {
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < text.length; i++) {
            byte b = text[i];
            if (inString) {
                if (b == '\\') i++;
                else if (b == '"') inString = false;
            } else if (b == '"') {
                inString = true;
            } else if (b == '[' || b == '{') {
                if (++depth > MAX_DEPTH) return i;
            } else if (b == ']' || b == '}') {
                depth--;
            }
        }
        return -1;
    }

    private static boolean isBlank(byte[] text) {
        for (byte b : text) if (b != ' ' && b != '\t' && b != '\r' && b != '\n') return false;
        return true;
    }

    private static JsonSyntaxException syntax(byte[] text, int offset, String what) {
        int[] lc = JsonIndex.lineColumn(text, offset);
        return new JsonSyntaxException(what, lc[0], lc[1]);
    }

    /** Jackson's messages name its own sources and markers; keep only what a user can act on. */
    static String cleanMessage(String m) {
        if (m == null) return "malformed JSON";
        String s = m.replaceAll("\\s*\\(start marker at \\[[^\\]]*\\]\\)", "")
                .replaceAll("\\s*at \\[Source:[^\\]]*\\]", "")
                .replaceAll("\\(for .*? starting at \\[[^\\]]*\\]\\)", "");
        int nl = s.indexOf('\n');
        if (nl >= 0) s = s.substring(0, nl);
        // Hints about the parser's own switches name its classes; JSON has none of those extensions anyway.
        s = s.replaceAll(":?\\s*enable `[^`]*` to allow", "")
                .replaceAll(", from `[^`]*`", "")
                .replaceAll("maybe a \\(non-standard\\) comment\\?\\s*\\(not recognized[^)]*\\)", "a comment? JSON has none")
                .replace("Document nesting depth", "nesting depth")
                .replace(" in VALUE_STRING", " inside a string")
                .replaceAll(" in VALUE_NUMBER_(INT|FLOAT)", " inside a number")
                .replaceAll(" in VALUE_(TRUE|FALSE|NULL)", " inside a literal")
                .replaceAll("\\s*\\b[A-Z]+(_[A-Z]+)+\\b", "") // any other token name
                .replaceAll("`[A-Za-z_]+\\.[A-Za-z_.()]+`", ""); // a parser setting's name
        s = s.replace("Unexpected end-of-input", "unexpected end of the file (the document is truncated)");
        return ParserWords.of(s.trim());
    }
}
