package savelens.edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import savelens.document.NewValue;
import savelens.document.StructureSyntax;
import savelens.document.SyntaxRefusedException;
import savelens.document.Document;
import savelens.document.ValueKind;

/** Sets a field or element to a scalar, or sets, retargets or nulls a reference. */
public final class SetValue extends SpliceCommand {
    private final int value;
    private final NewValue newValue;
    private final String label;

    /** {@code label} names the place for the undo menu, e.g. the path. */
    public SetValue(int value, NewValue newValue, String label) {
        this.value = value;
        this.newValue = newValue;
        this.label = label;
    }

    @Override public String description() { return "Set " + label; }

    @Override ValueSwap swap(Document doc) {
        ValueKind kind = doc.kind(value);
        if (newValue instanceof NewValue.Reference ref) {
            return kind == ValueKind.REFERENCE ? ValueSwap.retarget(value, ref.id(), doc.referencedNodeId(value)) : null;
        }
        return kind.isScalar() ? ValueSwap.scalar(value) : null;
    }

    @Override protected List<Splice> plan(Document doc) {
        EditRefusedException.refuseSynthetic(doc, value, label);
        ValueKind kind = doc.kind(value);
        if (doc.index().parent(value) < 0 && !doc.isSingleValue()) {
            throw new EditRefusedException("the document itself cannot be replaced by a value");
        }
        if (kind == ValueKind.ARRAY || kind == ValueKind.OBJECT) {
            throw new EditRefusedException(label + " is " + (kind == ValueKind.ARRAY ? "an array" : "an object")
                    + "; set its elements or fields instead");
        }
        if (kind == ValueKind.NODE && doc.syntax().pathReferences() != null) {
            // A path to a node written here, or inside it, would lead to whatever takes its place.
            Referrers referrers = Referrers.into(doc, value);
            if (!referrers.isEmpty()) {
                throw new EditRefusedException(label + " holds a node that is still referenced by " + referrers.names()
                        + "; change those references first");
            }
        }
        byte[] bytes = SlotRule.at(doc, value).encode(newValue);
        long start = doc.index().start(value);
        return withFollowUps(doc, new Splice(start, (int) (doc.index().end(value) - start), bytes));
    }

    /** The splice, and what the syntax must also write with it (the paths through a renamed Godot node). */
    private List<Splice> withFollowUps(Document doc, Splice own) {
        List<StructureSyntax.Change> more;
        try {
            more = doc.syntax().followUps(doc, value, own.replacement());
        } catch (SyntaxRefusedException e) {
            throw new EditRefusedException(label + ": " + e.getMessage());
        }
        if (more.isEmpty()) return List.of(own);
        List<Splice> all = new ArrayList<>();
        all.add(own);
        for (StructureSyntax.Change c : more) all.add(new Splice(c.offset(), c.length(), c.bytes()));
        all.sort(Comparator.comparingLong(Splice::offset));
        return all;
    }
}
