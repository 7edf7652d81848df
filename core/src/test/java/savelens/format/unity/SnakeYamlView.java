package savelens.format.unity;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.ConstructNode;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.constructor.StandardConstructor;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeType;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * A Unity YAML text as SnakeYAML Engine reads it, to check edits against a reader that is not SaveLens's:
 * normalised as Unity files need (the {@code %TAG !u!} directive repeated for every document, {@code stripped}
 * dropped from document headers, the {@code !u!} class tags ignored, no code-point limit), one Java value per
 * document.
 */
final class SnakeYamlView {
    private static final String TAG_DIRECTIVE = "%TAG !u! tag:unity3d.com,2011:";

    private SnakeYamlView() {}

    static List<Object> load(byte[] text) {
        LoadSettings settings = LoadSettings.builder().setSchema(new CoreSchema()).setCodePointLimit(Integer.MAX_VALUE).build();
        List<Object> documents = new ArrayList<>();
        for (Object d : new Load(settings, new UntaggedConstructor(settings)).loadAllFromString(normalised(text))) documents.add(d);
        return documents;
    }

    /** A single scalar as SnakeYAML reads it in a document (a number literal becomes an Integer, Long or Double). */
    static Object scalar(String text) {
        LoadSettings settings = LoadSettings.builder().setSchema(new CoreSchema()).build();
        return new Load(settings).loadFromString(text);
    }

    /** The text with every document after the first ended ({@code ...}) and given the directive again, and no {@code stripped}. */
    static String normalised(byte[] text) {
        String[] lines = new String(text, StandardCharsets.UTF_8).split("\n", -1);
        StringBuilder out = new StringBuilder(text.length + 64);
        boolean seenDocument = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("--- ")) {
                if (seenDocument) out.append("...\n").append(TAG_DIRECTIVE).append('\n');
                seenDocument = true;
                if (line.endsWith(" stripped")) line = line.substring(0, line.length() - " stripped".length());
            }
            out.append(line);
            if (i < lines.length - 1) out.append('\n');
        }
        return out.toString();
    }

    /** Builds a Unity class's document as the plain mapping it is: the class id is in the header, not in the value. */
    private static final class UntaggedConstructor extends StandardConstructor {
        UntaggedConstructor(LoadSettings settings) { super(settings); }

        @Override protected Optional<ConstructNode> findConstructorFor(Node node) {
            if (node.getTag().getValue().startsWith("tag:unity3d.com,2011:")) {
                node.setTag(node.getNodeType() == NodeType.MAPPING ? Tag.MAP : node.getNodeType() == NodeType.SEQUENCE ? Tag.SEQ : Tag.STR);
            }
            return super.findConstructorFor(node);
        }
    }
}
