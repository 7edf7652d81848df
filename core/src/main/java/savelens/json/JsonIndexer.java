package savelens.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.util.Arrays;
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

    private byte[] kind = new byte[64];
    private int[] start = new int[64];
    private int[] end = new int[64];
    private int[] key = new int[64];
    private int[] parent = new int[64];
    private int[] after = new int[64];
    private int count;

    private JsonIndexer() {}

    public static JsonIndex index(byte[] text) {
        return new JsonIndexer().run(text);
    }

    private JsonIndex run(byte[] text) {
        if (text.length == 0 || isBlank(text)) throw new JsonSyntaxException("the file is empty", 1, 1);
        int[] open = new int[64];
        int depth = 0;
        int pendingKey = -1;
        int pendingScalar = -1;
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken t;
            boolean rootDone = false;
            int untilReport = REPORT_EVERY;
            while ((t = p.nextToken()) != null) {
                int at = (int) p.currentTokenLocation().getByteOffset();
                if (--untilReport == 0) {
                    untilReport = REPORT_EVERY;
                    ReadProgress.advance(at, text.length);
                }
                if (pendingScalar >= 0) {
                    end[pendingScalar] = trimBack(text, at);
                    pendingScalar = -1;
                }
                if (rootDone) throw syntax(text, at, "unexpected content after the end of the document");
                switch (t) {
                    case FIELD_NAME -> pendingKey = at;
                    case START_OBJECT, START_ARRAY -> {
                        int v = add(t == JsonToken.START_OBJECT ? JsonIndex.OBJECT : JsonIndex.ARRAY, at,
                                pendingKey, depth == 0 ? -1 : open[depth - 1]);
                        pendingKey = -1;
                        if (depth == open.length) open = Arrays.copyOf(open, depth * 2);
                        open[depth++] = v;
                    }
                    case END_OBJECT, END_ARRAY -> {
                        int v = open[--depth];
                        end[v] = at + 1;
                        after[v] = count;
                        if (depth == 0) rootDone = true;
                    }
                    default -> {
                        int v = add(scalarKind(t), at, pendingKey, depth == 0 ? -1 : open[depth - 1]);
                        pendingKey = -1;
                        after[v] = v + 1;
                        pendingScalar = v;
                        if (depth == 0) rootDone = true;
                    }
                }
            }
            if (pendingScalar >= 0) end[pendingScalar] = trimBack(text, text.length);
            if (depth != 0) throw syntax(text, text.length, "unexpected end of the file (the document is truncated)");
        } catch (StreamConstraintsException e) {
            throw syntax(text, 0, cleanMessage(e.getOriginalMessage()));
        } catch (JsonParseException e) {
            var loc = e.getLocation();
            int line = loc == null ? 1 : Math.max(1, loc.getLineNr());
            int col = loc == null ? 1 : Math.max(1, loc.getColumnNr());
            throw new JsonSyntaxException(cleanMessage(e.getOriginalMessage()), line, col);
        } catch (IOException e) {
            throw new JsonSyntaxException(cleanMessage(e.getMessage()), 1, 1);
        }
        return new JsonIndex(text, count, kind, start, end, key, parent, after);
    }

    private int add(byte k, int at, int keyAt, int parentIndex) {
        if (count == kind.length) grow();
        kind[count] = k;
        start[count] = at;
        key[count] = keyAt;
        parent[count] = parentIndex;
        return count++;
    }

    private void grow() {
        int n = kind.length * 2;
        kind = Arrays.copyOf(kind, n);
        start = Arrays.copyOf(start, n);
        end = Arrays.copyOf(end, n);
        key = Arrays.copyOf(key, n);
        parent = Arrays.copyOf(parent, n);
        after = Arrays.copyOf(after, n);
    }

    private static byte scalarKind(JsonToken t) {
        return switch (t) {
            case VALUE_STRING -> JsonIndex.STRING;
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> JsonIndex.NUMBER;
            case VALUE_TRUE -> JsonIndex.TRUE;
            case VALUE_FALSE -> JsonIndex.FALSE;
            default -> JsonIndex.NULL;
        };
    }

    // Between a scalar's last byte and the next token there are only blanks and punctuation.
    private static int trimBack(byte[] text, int at) {
        int i = at;
        while (i > 0) {
            byte b = text[i - 1];
            if (b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == ',' || b == ':' || b == ']' || b == '}') i--;
            else break;
        }
        return i;
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
        s = s.replace("Unexpected end-of-input", "unexpected end of the file (the document is truncated)");
        return s.trim();
    }
}
