package savelens.app.ecs;

/** One column of the rows table: a field of a component ({@code Position.x}), or a whole tag component (field null). */
public record FieldColumn(String component, String field) {
    public String title() {
        return field == null ? component : component + "." + field;
    }

    public boolean isTag() {
        return field == null;
    }
}
