package savelens.bench.unity;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.ConstructNode;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.constructor.StandardConstructor;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * What people would otherwise use for a Unity scene: SnakeYAML Engine loading every document into Java
 * maps, lists and scalars. A Unity file is not standard YAML as a whole, so it is normalised first, as
 * anyone feeding it to a YAML library must: the {@code %TAG !u!} directive, written once, is repeated
 * before every document (after an explicit {@code ...} end, which a directive needs), {@code stripped}
 * after an anchor is dropped, the {@code !u!CLASSID} tags are read by the node's kind (a map, a list or a
 * string), and the code-point limit (3 MiB by default) is lifted.
 */
public final class SnakeYamlPeer {
    private static final byte[] DOCUMENT = "\n--- ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] REPEATED = "\n...\n%TAG !u! tag:unity3d.com,2011:".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] STRIPPED = " stripped".getBytes(StandardCharsets.US_ASCII);

    private SnakeYamlPeer() {}

    /** The settings a caller would choose: marks off (nothing here reports a position), the YAML 1.2 core schema. */
    static LoadSettings settings() {
        return LoadSettings.builder()
                .setCodePointLimit(Integer.MAX_VALUE)
                .setSchema(new CoreSchema())
                .setUseMarks(false)
                .build();
    }

    /** Normalises and loads a whole file: one Java object per document, in file order. */
    public static List<Object> load(byte[] file) {
        LoadSettings settings = settings();
        Load load = new Load(settings, new UntaggedConstructor(settings));
        List<Object> documents = new ArrayList<>();
        for (Object document : load.loadAllFromString(normalise(file))) documents.add(document);
        return documents;
    }

    /**
     * The file made standard YAML (see the class comment); every other byte stays. Works on the bytes (a
     * document header is ASCII) and decodes UTF-8 once at the end.
     */
    public static String normalise(byte[] file) {
        Bytes out = new Bytes(file.length + file.length / 16 + 64);
        int from = 0;
        boolean first = true;
        for (int at = indexOf(file, DOCUMENT, 0); at >= 0; at = indexOf(file, DOCUMENT, at + 1)) {
            if (first) {
                first = false; // the file's own directive precedes the first document
            } else {
                out.add(file, from, at);
                out.add(REPEATED, 0, REPEATED.length);
                from = at;
            }
            int lineEnd = lineEnd(file, at + 1);
            if (endsWith(file, lineEnd, STRIPPED)) {
                out.add(file, from, lineEnd - STRIPPED.length);
                from = lineEnd;
            }
        }
        out.add(file, from, file.length);
        return new String(out.bytes, 0, out.size, StandardCharsets.UTF_8);
    }

    /** A growing byte buffer. */
    private static final class Bytes {
        byte[] bytes;
        int size;

        Bytes(int capacity) { bytes = new byte[capacity]; }

        void add(byte[] src, int from, int to) {
            int length = to - from;
            if (bytes.length - size < length) bytes = Arrays.copyOf(bytes, Math.max(size + length, bytes.length + bytes.length / 2));
            System.arraycopy(src, from, bytes, size, length);
            size += length;
        }
    }

    private static int lineEnd(byte[] b, int from) {
        int i = from;
        while (i < b.length && b[i] != '\n' && b[i] != '\r') i++;
        return i;
    }

    private static boolean endsWith(byte[] b, int end, byte[] suffix) {
        if (end < suffix.length) return false;
        for (int k = 0; k < suffix.length; k++) if (b[end - suffix.length + k] != suffix[k]) return false;
        return true;
    }

    private static int indexOf(byte[] b, byte[] needle, int from) {
        byte first = needle[0];
        outer:
        for (int i = from, last = b.length - needle.length; i <= last; i++) {
            if (b[i] != first) continue;
            for (int k = 1; k < needle.length; k++) if (b[i + k] != needle[k]) continue outer;
            return i;
        }
        return -1;
    }

    /** Unknown tags ({@code tag:unity3d.com,2011:114}) construct by the node's kind. */
    private static final class UntaggedConstructor extends StandardConstructor {
        UntaggedConstructor(LoadSettings settings) {
            super(settings);
        }

        @Override
        protected Optional<ConstructNode> findConstructorFor(Node node) {
            Optional<ConstructNode> known = super.findConstructorFor(node);
            if (known.isPresent()) return known;
            Tag byKind = switch (node.getNodeType()) {
                case MAPPING -> Tag.MAP;
                case SEQUENCE -> Tag.SEQ;
                default -> Tag.STR;
            };
            return Optional.ofNullable(tagConstructors.get(byKind));
        }
    }
}
