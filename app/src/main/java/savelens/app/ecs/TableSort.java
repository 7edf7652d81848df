package savelens.app.ecs;

import java.util.Comparator;

/** How the table list is ordered. */
public enum TableSort {
    CREATION("creation order", null),
    ENTITIES("most entities", Comparator.comparingLong(TableEntry::getEntities).reversed()),
    MEMORY("most memory", Comparator.comparingLong(TableEntry::getBytes).reversed());

    private final String label;
    private final Comparator<TableEntry> comparator;

    TableSort(String label, Comparator<TableEntry> comparator) {
        this.label = label;
        this.comparator = comparator;
    }

    /** Null for creation order (the list as read). */
    public Comparator<TableEntry> comparator() {
        return comparator;
    }

    @Override
    public String toString() {
        return label;
    }
}
