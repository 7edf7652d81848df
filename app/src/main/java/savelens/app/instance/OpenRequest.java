package savelens.app.instance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The one message a later start sends: a greeting, the token, then one absolute path per line (a newline or
 * backslash inside a file name escaped, since Unix allows both). The running window answers {@link #ACCEPTED}.
 */
record OpenRequest(String token, List<String> files) {
    static final String GREETING = "savelens-open 1";
    static final String ACCEPTED = "ok";
    /** More than any command line carries; a larger message is refused rather than read into memory. */
    static final int MAX_BYTES = 1 << 20;

    OpenRequest {
        files = List.copyOf(files);
    }

    byte[] encode() {
        StringBuilder s = new StringBuilder(GREETING).append('\n').append(token).append('\n');
        for (String f : files) s.append(f.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")).append('\n');
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The token of a request whose greeting and token lines have arrived, checking the greeting; null while
     * they have not (the rest need not be read to refuse a stranger).
     */
    static String head(byte[] soFar) throws IOException {
        int first = indexOf(soFar, 0), second = first < 0 ? -1 : indexOf(soFar, first + 1);
        if (second < 0) return null;
        if (!GREETING.equals(new String(soFar, 0, first, StandardCharsets.UTF_8))) throw new IOException("not a SaveLens request");
        return new String(soFar, first + 1, second - first - 1, StandardCharsets.UTF_8);
    }

    private static int indexOf(byte[] b, int from) {
        for (int i = from; i < b.length; i++) if (b[i] == '\n') return i;
        return -1;
    }

    static OpenRequest decode(byte[] bytes) throws IOException {
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (!text.endsWith("\n")) throw new IOException("incomplete request");
        String[] lines = text.substring(0, text.length() - 1).split("\n", -1);
        if (lines.length < 2 || !GREETING.equals(lines[0])) throw new IOException("not a SaveLens request");
        List<String> files = new ArrayList<>();
        for (int i = 2; i < lines.length; i++) files.add(unescape(lines[i]));
        return new OpenRequest(lines[1], files);
    }

    private static String unescape(String line) throws IOException {
        StringBuilder s = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != '\\') {
                s.append(c);
                continue;
            }
            if (++i == line.length()) throw new IOException("bad escape");
            switch (line.charAt(i)) {
                case '\\' -> s.append('\\');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                default -> throw new IOException("bad escape");
            }
        }
        return s.toString();
    }
}
