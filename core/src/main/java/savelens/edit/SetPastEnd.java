package savelens.edit;

import java.nio.charset.StandardCharsets;
import java.util.List;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.index.ValueIndex;

/**
 * Sets element {@code index} of an array that ends before it: the elements in between are written as
 * {@code null}, as JavaScript writes the holes of an array it saves (a game reads them as unset: a switch
 * off, a variable 0). One edit, undone as one.
 */
public final class SetPastEnd extends SpliceCommand {
    private final int array;
    private final int index;
    private final NewValue value;
    private final String label;

    /** {@code array} is the array value (or a node whose body is one); {@code label} the path of the element set. */
    public SetPastEnd(int array, int index, NewValue value, String label) {
        this.array = array;
        this.index = index;
        this.value = value;
        this.label = label;
    }

    @Override public String description() { return "Set " + label; }

    @Override protected List<Splice> plan(Document doc) {
        int array = Container.normalise(doc, this.array);
        EditRefusedException.refuseSynthetic(doc, array, label);
        if (array < 0 || doc.index().kind(array) != ValueIndex.ARRAY) throw new EditRefusedException(label + ": not an element of an array");
        int size = doc.visibleChildCount(array);
        if (index < size) throw new EditRefusedException(label + " is already there; set it in place");
        String element = new String(SlotRule.forNew(doc, array, null).encode(value), StandardCharsets.UTF_8);
        StringBuilder run = new StringBuilder();
        for (int i = size; i < index; i++) run.append("null,");
        run.append(element);
        // appended after the last element: no path after it moves, so there is nothing to follow up
        return List.of(Structure.insertElement(doc, array, Integer.MAX_VALUE, run.toString()));
    }
}
