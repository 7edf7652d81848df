package savelens.edit;

import savelens.document.NewValue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.ShapeChange;

/** Inserts an element into an array (a plain array, or a node whose body is an array). */
public final class InsertElement extends SpliceCommand {
    private final int array;
    private final int index;
    private final NewValue value;
    private final String label;

    /** {@code array} is the array value (or node body; -1 when there is none, refused); index -1 appends. */
    public InsertElement(int array, int index, NewValue value, String label) {
        this.array = array;
        this.index = index;
        this.value = value;
        this.label = label;
    }

    @Override public String description() { return "Insert into " + label; }

    @Override protected List<Splice> plan(Document doc) {
        int array = Container.normalise(doc, this.array);
        EditRefusedException.refuseSynthetic(doc, array, label);
        if (array < 0 || doc.index().kind(array) != savelens.index.ValueIndex.ARRAY) throw new EditRefusedException(label + " is not an array");
        if (index < -1) throw new EditRefusedException("there is no position " + index + " in " + label);
        int size = doc.visibleChildCount(array);
        if (index > size) throw new EditRefusedException(label + " has " + size + " elements; cannot insert at " + index);
        byte[] bytes = SlotRule.forNew(doc, array, null).encode(value);
        int raw = index < 0 || index == size ? Integer.MAX_VALUE : rawIndex(doc, array, index);
        List<Splice> splices = new ArrayList<>();
        splices.add(Structure.insertElement(doc, array, raw, new String(bytes, StandardCharsets.UTF_8)));
        splices.addAll(PathFollowUps.of(doc, new ShapeChange().inserted(array, index < 0 ? size : index), description()));
        return splices;
    }

    private static int rawIndex(Document doc, int array, int visible) {
        int v = doc.childAt(array, visible);
        int i = 0;
        for (int c = doc.index().firstChild(array); c != v; c = doc.index().nextSibling(c)) i++;
        return i;
    }
}
