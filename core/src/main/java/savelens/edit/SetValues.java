package savelens.edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.document.NewValue;

/**
 * Sets many values to one new value as one edit (one undo step, one save): each as {@link SetValue} would, or
 * none at all when any of them cannot take it or two of them overlap (a value and a value inside it). A value
 * named twice is set once.
 */
public final class SetValues extends SpliceCommand {
    private final Map<Integer, String> labels = new LinkedHashMap<>();
    private final NewValue newValue;

    /** {@code labels}: each value to set and how it is named in messages (its path), in order. */
    public SetValues(Map<Integer, String> labels, NewValue newValue) {
        this.labels.putAll(labels);
        this.newValue = newValue;
    }

    @Override public String description() { return "Set " + labels.size() + " values"; }

    @Override protected List<Splice> plan(Document doc) {
        if (labels.isEmpty()) throw new EditRefusedException("nothing to set");
        for (Map.Entry<Integer, String> e : labels.entrySet()) {
            for (int a = doc.index().parent(e.getKey()); a >= 0; a = doc.index().parent(a)) {
                if (labels.containsKey(a)) {
                    throw new EditRefusedException(e.getValue() + " is inside " + labels.get(a) + "; the values to set overlap");
                }
            }
        }
        List<Splice> all = new ArrayList<>();
        for (Map.Entry<Integer, String> e : labels.entrySet()) all.addAll(new SetValue(e.getKey(), newValue, e.getValue()).plan(doc));
        all.sort(Comparator.comparingLong(Splice::offset));
        for (int i = 1; i < all.size(); i++) {
            Splice before = all.get(i - 1);
            if (all.get(i).offset() < before.offset() + before.length()) {
                throw new EditRefusedException("two of the values to set are written in the same place; set them one by one");
            }
        }
        return all;
    }
}
