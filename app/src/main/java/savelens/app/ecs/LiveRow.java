package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import savelens.ecs.Handles;
import savelens.json.VisibleText;

/**
 * One entity of the selected table as last read (with the server's name for it, or null), and which of its cells changed in that read (shown
 * with the {@code :changed} pseudo-class until the next read finds them unchanged).
 */
public record LiveRow(long entity, String name, Map<String, JsonNode> values, Set<FieldColumn> changed) {
    public LiveRow {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        changed = Set.copyOf(changed);
    }

    /** A row of an entity the server gives no name. */
    public LiveRow(long entity, Map<String, JsonNode> values, Set<FieldColumn> changed) {
        this(entity, null, values, changed);
    }

    /** The entity as {@code index:generation}, the two numbers its handle packs. */
    public String entityText() {
        return handleText(entity);
    }

    /** The entity column: {@code index:generation}, and the server's name for it when it has one ({@code 508:0 Hero}). */
    public String entityLabel() {
        return name == null ? entityText() : entityText() + "  " + name;
    }

    /**
     * A handle as {@code index:generation}: the slot index is the low 32 bits and the generation the bits
     * above, in SaveLens's handles and in Flecs's entity ids alike.
     */
    public static String handleText(long handle) {
        return Integer.toUnsignedString(Handles.index(handle)) + ":" + Handles.generation(handle);
    }

    /** The cell's JSON value: the field of the component, the whole component for a tag, or null. */
    public JsonNode cell(FieldColumn column) {
        JsonNode component = values.get(column.component());
        if (component == null || column.isTag()) return component;
        return component.get(column.field());
    }

    /**
     * The cell as shown: numbers with a fractional part to two decimals, text unquoted (as {@link VisibleText}
     * shows it: a tab as {@code \t}), a tag as a check mark.
     */
    public String text(FieldColumn column) {
        // every row of a table has its tags (Flecs sends no value for a tag or pair); a sparse tag only some rows
        if (column.isTag()) return column.sparse() && !values.containsKey(column.component()) ? "" : "✓";
        JsonNode v = cell(column);
        if (v == null) return "";
        if (v.isFloatingPointNumber()) return String.format(Locale.ROOT, "%.2f", v.doubleValue());
        if (v.isTextual()) return VisibleText.show(v.asText());
        return v.toString();
    }

    public boolean isChanged(FieldColumn column) {
        return changed.contains(column);
    }
}
