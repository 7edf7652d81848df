package savelens.edit;

import java.nio.charset.StandardCharsets;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.Syntax;
import savelens.document.SyntaxRefusedException;
import savelens.document.ValueKind;
import savelens.index.ValueIndex;
import savelens.registry.FieldDef;
import savelens.registry.FieldKind;
import savelens.registry.TypeDef;

/**
 * What a place in a document may hold: from the registry where it describes the field, else from what
 * is there now (a number stays a number, a reference a reference; null may become anything).
 * Turns an accepted {@link NewValue} into the bytes the document's syntax writes for it.
 */
final class SlotRule {
    private final Document doc;
    private final String where;
    private final FieldKind registered;
    private final String targetType;
    private final ValueKind current;
    /** The container the place is in, and the value now there (-1 for a new element or field): the syntax may write per place. */
    private final int container;
    private final int currentValue;

    private SlotRule(Document doc, String where, FieldKind registered, String targetType, ValueKind current, int container, int currentValue) {
        this.doc = doc;
        this.where = where;
        this.registered = registered;
        this.targetType = targetType;
        this.current = current;
        this.container = container;
        this.currentValue = currentValue;
    }

    /** The rule for the value now at {@code value}. */
    static SlotRule at(Document doc, int value) {
        return forSlot(doc, doc.ownerNode(value), doc.index().parent(value), doc.name(value), doc.kind(value), value);
    }

    /**
     * The rule for a place in {@code container} (a node's body, or an array that is a field of it):
     * {@code name} is the member name, or null for an array element.
     */
    static SlotRule forSlot(Document doc, int owner, int container, String name, ValueKind current) {
        return forSlot(doc, owner, container, name, current, -1);
    }

    /**
     * The rule for a new member ({@code name}) or element ({@code name} null) of {@code container}, owned by the
     * node the container is the body of, else by the node it lies in.
     */
    static SlotRule forNew(Document doc, int container, String name) {
        int owner = doc.nodeAt(container) >= 0 ? doc.nodeAt(container) : doc.ownerNode(container);
        return forSlot(doc, owner, container, name, ValueKind.NULL);
    }

    private static SlotRule forSlot(Document doc, int owner, int container, String name, ValueKind current, int value) {
        ValueIndex json = doc.index();
        String where = owner < 0 ? "the value" : doc.nodeId(owner).toString();
        if (owner >= 0) {
            TypeDef def = doc.registry().type(doc.type(owner));
            int body = doc.body(owner);
            if (container == body && name != null) {
                where = doc.type(owner) + "." + name + " of " + doc.nodeId(owner);
                FieldDef f = def == null ? null : def.field(name);
                if (f != null) return new SlotRule(doc, where, f.kind(), f.type(), current, container, value);
            } else if (name == null && json.parent(container) == body && json.kind(container) == ValueIndex.ARRAY) {
                String field = doc.name(container);
                where = doc.type(owner) + "." + field + "[] of " + doc.nodeId(owner);
                FieldDef f = def == null ? null : def.field(field);
                if (f != null && f.kind() == FieldKind.ARRAY) return new SlotRule(doc, where, FieldKind.REF, f.type(), current, container, value);
                if (f != null && f.kind() == FieldKind.ANY) return new SlotRule(doc, where, FieldKind.ANY, null, current, container, value);
                // No registry says what the array holds: a new element is what its siblings are. Among references
                // (inferred ones, say) it must be one too, or the file would read differently afterwards.
                if (f == null && current == ValueKind.NULL && holdsReference(doc, container)) current = ValueKind.REFERENCE;
            }
        }
        return new SlotRule(doc, where, null, null, current, container, value);
    }

    private static boolean holdsReference(Document doc, int array) {
        boolean[] found = {false};
        doc.forEachChild(array, c -> found[0] |= doc.kind(c) == ValueKind.REFERENCE);
        return found[0];
    }

    /**
     * The rule for a field of a node not written yet (of {@code type}, to get {@code id}): {@code element}
     * for one element of the array the field holds.
     */
    static SlotRule forNewField(Document doc, String type, long id, String name, boolean element) {
        TypeDef def = doc.registry().type(type);
        FieldDef f = def == null ? null : def.field(name);
        String where = type + "." + name + (element ? "[]" : "") + " of #" + id;
        if (f == null) return new SlotRule(doc, where, null, null, ValueKind.NULL, -1, -1);
        if (!element) return new SlotRule(doc, where, f.kind(), f.type(), ValueKind.NULL, -1, -1);
        return switch (f.kind()) {
            case ARRAY -> new SlotRule(doc, where, FieldKind.REF, f.type(), ValueKind.NULL, -1, -1);
            case ANY -> new SlotRule(doc, where, FieldKind.ANY, null, ValueKind.NULL, -1, -1);
            default -> throw new EditRefusedException(type + "." + name + " is registered as " + describe(f.kind()) + "; an array cannot go there");
        };
    }

    /** Checks the value against the rule; returns the bytes to write, or throws with the reason. */
    byte[] encode(NewValue value) {
        if (value instanceof NewValue.Reference ref) return encodeReference(ref.id());
        NewValue.Literal lit = (NewValue.Literal) value;
        if (lit.isSymbol() && !doc.syntax().writesSymbols()) {
            throw new EditRefusedException(lit.json() + " is a Ruby symbol; " + doc.syntax().name() + " documents take a quoted string");
        }
        if (lit.hasByteEscapes() && !doc.syntax().writesByteStrings()) throw new EditRefusedException(Syntax.byteStringsRefused(lit, doc.syntax().name()));
        if (lit.kind() != ValueKind.NULL) {
            if (registered != null) {
                FieldKind wanted = registered;
                boolean ok = switch (wanted) {
                    case STRING -> lit.kind() == ValueKind.STRING;
                    case NUMBER -> lit.kind() == ValueKind.NUMBER;
                    case BOOL -> lit.kind() == ValueKind.BOOL;
                    case ANY -> true;
                    case REF, ARRAY -> false;
                };
                if (!ok) throw new EditRefusedException(where + " is registered as " + describe(wanted) + "; " + lit.json() + " is " + lit.kind().describe());
            } else if (current == ValueKind.REFERENCE) {
                throw new EditRefusedException(where + " is a reference; give #ID or null, not " + lit.json());
            } else if (current != ValueKind.NULL && current != lit.kind() && current.isScalar()) {
                throw new EditRefusedException(where + " holds " + current.describe() + "; " + lit.json() + " is " + lit.kind().describe()
                        + " (a value keeps its kind unless it is null)");
            }
        }
        try {
            return doc.syntax().scalarBytes(doc, container, currentValue, lit);
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(where + ": " + e.getMessage());
        }
    }

    private byte[] encodeReference(NodeId id) {
        boolean slotTakesReference = registered != null
                ? registered == FieldKind.REF || registered == FieldKind.ARRAY
                : current == ValueKind.REFERENCE
                || (!doc.syntax().referencesNeedRegistry() && (current == ValueKind.NULL || current == ValueKind.NODE));
        if (!slotTakesReference) throw new EditRefusedException(where + " is not a reference field; " + id + " cannot go there");
        String text;
        try {
            text = doc.syntax().referenceText(doc, container, currentValue, id);
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(where + ": " + e.getMessage());
        }
        int target = doc.nodeById(id);
        if (text == null && !(id instanceof NodeId.Name && target < 0)) {
            throw new EditRefusedException(doc.syntax().name() + " documents cannot hold references");
        }
        if (target < 0) throw new EditRefusedException("no node " + id + " to refer to");
        if (targetType != null && !targetType.equals(doc.type(target))) {
            throw new EditRefusedException(where + " refers to " + targetType + " nodes; " + id + " is a " + doc.type(target));
        }
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static String describe(FieldKind k) {
        return switch (k) {
            case REF -> "a reference (give #ID or null)";
            case ARRAY -> "an array of references";
            case STRING -> ValueKind.STRING.describe();
            case NUMBER -> ValueKind.NUMBER.describe();
            case BOOL -> ValueKind.BOOL.describe();
            case ANY -> "any value";
        };
    }
}
