package savelens.format.unity;

import java.util.ArrayList;
import java.util.List;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Parse;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.events.ScalarEvent;
import savelens.document.Document;
import savelens.index.ValueIndex;

/**
 * A Unity YAML file as a flat list of tokens ({@code {}, {@code }}, {@code [}, {@code ]}, and each key and scalar
 * as the text it stands for), once as SnakeYAML Engine parses it and once as the index reads it: equal lists
 * mean the scanner found every value and decoded every scalar as a YAML library does.
 */
final class YamlTokens {
    private YamlTokens() {}

    /** As SnakeYAML Engine reads the text, after the normalisation Unity files need (their headers made plain {@code ---}). */
    static List<String> snakeYaml(String text) {
        String normal = text.replaceAll("(?m)^--- !u!.*$", "---");
        LoadSettings settings = LoadSettings.builder().setCodePointLimit(Integer.MAX_VALUE).build();
        List<String> out = new ArrayList<>();
        for (Event e : new Parse(settings).parseString(normal)) {
            switch (e.getEventId()) {
                case MappingStart -> out.add("{");
                case MappingEnd -> out.add("}");
                case SequenceStart -> out.add("[");
                case SequenceEnd -> out.add("]");
                case Scalar -> out.add("=" + ((ScalarEvent) e).getValue());
                default -> { }
            }
        }
        return out;
    }

    /** As the document's index reads it: every document, key and value in order. */
    static List<String> index(Document doc) {
        ValueIndex index = doc.index();
        List<String> out = new ArrayList<>();
        for (int d = index.firstChild(0); d >= 0; d = index.nextSibling(d)) {
            if (doc.isSynthetic(d)) continue;
            value(index, d, out);
        }
        return out;
    }

    private static void value(ValueIndex index, int v, List<String> out) {
        switch (index.kind(v)) {
            case ValueIndex.OBJECT -> {
                out.add("{");
                for (int c = index.firstChild(v); c >= 0; c = index.nextSibling(c)) {
                    out.add("=" + index.name(c));
                    value(index, c, out);
                }
                out.add("}");
            }
            case ValueIndex.ARRAY -> {
                out.add("[");
                for (int c = index.firstChild(v); c >= 0; c = index.nextSibling(c)) value(index, c, out);
                out.add("]");
            }
            case ValueIndex.STRING -> out.add("=" + index.string(v));
            case ValueIndex.NULL -> out.addAll(List.of("{", "=fileID", "=0", "}")); // Unity's null is {fileID: 0}
            default -> out.add("=" + index.raw(v));
        }
    }
}
