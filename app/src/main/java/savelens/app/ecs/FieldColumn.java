package savelens.app.ecs;

/**
 * One column of the rows table: a field of a component ({@code Position.x}), or a whole tag component
 * (field null); {@code sparse} for a component kept beside the table, which only some rows hold.
 */
public record FieldColumn(String component, String field, boolean sparse) {
    public FieldColumn(String component, String field) {
        this(component, field, false);
    }

    public String title() {
        return field == null ? component : component + "." + field;
    }

    public boolean isTag() {
        return field == null;
    }
}
