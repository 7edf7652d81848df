package savelens.format.unity;

import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.StructureSyntax;
import savelens.document.Syntax;
import savelens.document.SyntaxRefusedException;
import savelens.document.ValueKind;
import savelens.format.Format;
import savelens.format.FormatProvider;
import savelens.index.ValueIndex;

/**
 * How Unity YAML writes what an edit gives: numbers plain, strings in the style of the scalar they replace
 * where that style still holds them (quoted when a plain scalar would read as something else), references as
 * {@code {fileID: N}} with a retarget changing only the number, and blocks laid out as Unity lays them out
 * ({@link UnityStructure}). The edited text is read again by the format that read the document.
 */
public record UnitySyntax(Format format, ReadContext context) implements Syntax {
    /** As the format's capabilities say. */
    @Override public String sceneShape() { return format instanceof FormatProvider p ? p.capabilities().sceneShape() : null; }

    @Override public String name() { return format.name(); }

    /** A JSON number literal is a YAML number as it stands. */
    @Override public String numberText(String literal) { return literal; }

    @Override public String stringText(String value) { return string(value, YamlScalarStyle.PLAIN, false, false); }

    @Override public String referenceText(NodeId id) {
        return id instanceof NodeId.Number n ? "{fileID: " + n.value() + "}" : null;
    }

    @Override public boolean referencesNeedRegistry() { return false; }

    @Override public Document reread(byte[] text) { return format.read(text, context); }

    @Override public StructureSyntax structure() { return UnityStructure.INSTANCE; }

    @Override public String scalarText(Document doc, int container, int current, NewValue.Literal value) {
        UnityStructure.refuseSynthetic(doc, current >= 0 ? current : container);
        String text = switch (value.kind()) {
            case NUMBER -> value.json();
            case STRING -> stringAt(doc, container, current, value.string());
            case BOOL -> throw new SyntaxRefusedException("Unity writes a flag as the number 0 or 1, not " + value.json());
            case NULL -> {
                if (holdsReference(doc, container, current)) yield "{fileID: 0}";
                throw new SyntaxRefusedException("Unity YAML has no null here; give a string or a number"
                        + " (a reference is cleared with null)");
            }
            default -> throw new IllegalStateException(value.kind().toString());
        };
        return fitted(doc, current, text);
    }

    /**
     * {@code {fileID: N}}; where a local reference stands now ({@code {fileID: 0}} included), only its number
     * changes and the rest keeps its bytes.
     */
    @Override public String referenceText(Document doc, int container, int current, NodeId id) {
        UnityStructure.refuseSynthetic(doc, current >= 0 ? current : container);
        String written = referenceText(id);
        if (written == null || current < 0) return written;
        String raw = doc.raw(current);
        int[] number = LocalReferenceText.numberSpan(raw);
        if (number == null) return fitted(doc, current, written);
        return raw.substring(0, number[0]) + ((NodeId.Number) id).value() + raw.substring(number[1]);
    }

    private static String stringAt(Document doc, int container, int current, String value) {
        ValueIndex index = doc.index();
        boolean flow = current >= 0 ? UnityStructure.inFlow(doc, current) : UnityStructure.newChildInFlow(doc, container);
        if (current < 0 || index.isContainer(current)) return string(value, YamlScalarStyle.PLAIN, flow, false);
        YamlScalarStyle style = YamlScalarStyle.at(index.text(), index.startInt(current), index.endInt(current));
        // Unity writes text past ASCII in double quotes as escapes: an edit of such a scalar does the same.
        boolean escapes = style == YamlScalarStyle.DOUBLE_QUOTED && doc.raw(current).contains("\\u");
        return string(value, style, flow, escapes);
    }

    private static String string(String value, YamlScalarStyle style, boolean flow, boolean escapes) {
        try {
            return YamlStringWriter.write(value, style, flow, escapes);
        } catch (IllegalArgumentException e) {
            throw new SyntaxRefusedException(e.getMessage());
        }
    }

    /** Null is a reference to nothing: where a reference stands, or where the elements around are references. */
    private static boolean holdsReference(Document doc, int container, int current) {
        if (current >= 0) return doc.kind(current) == ValueKind.REFERENCE || LocalReferenceText.numberSpan(doc.raw(current)) != null;
        boolean[] found = {false};
        if (container >= 0 && doc.index().kind(container) == ValueIndex.ARRAY) {
            doc.forEachChild(container, c -> found[0] |= doc.kind(c) == ValueKind.REFERENCE);
        }
        return found[0];
    }

    /**
     * The new text as it can stand where the old one stood: an empty value written right after its colon or dash
     * ({@code key:}, {@code -}) needs a space first, and a scalar whose span took its line break along keeps one.
     */
    private static String fitted(Document doc, int current, String text) {
        if (current < 0) return text;
        ValueIndex index = doc.index();
        byte[] t = index.text();
        int start = index.startInt(current), end = index.endInt(current);
        if (start == end && start > 0 && (t[start - 1] == ':' || t[start - 1] == '-')) text = " " + text;
        if (end > start && t[end - 1] == '\n') text = text + "\n";
        return text;
    }
}
