package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.app.task.TaskSequence;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.StoredValues;

/**
 * The Live ECS edits' one job: a cell typed in becomes the whole component value with that one field
 * changed, sent off the JavaFX thread; the edit is kept a moment so that a running system writing over it is
 * noticed and said.
 */
public final class LiveEdits {
    /** How long after an edit a read that finds another value is taken as the world writing it again. */
    static final Duration OVERWRITE_WINDOW = Duration.ofSeconds(1);
    private static final JsonMapper PARSER = JsonMapper.builder().build();

    private record SentEdit(long entity, FieldColumn column, JsonNode before, JsonNode value, long at) {}

    /** Edits go out one at a time in the order typed: two on two workers could reach a server reversed. */
    private final TaskSequence sending;
    private final LongSupplier nanoClock;
    private final LiveConnection connection;
    private final LiveMessage message;
    private final Runnable taken;
    /** The last edit sent, kept a moment to tell when a running system writes over it. */
    private SentEdit sent;
    /** The last value built, and the row's values it was built from (see {@link #edit}). */
    private Built built;

    private record Built(Map<String, JsonNode> from, long entity, String component, ObjectNode value) {}

    /** Edits go to {@code connection}'s world; {@code taken} runs once the world took one (its rows are read again). */
    LiveEdits(TaskExecutor executor, LongSupplier nanoClock, LiveConnection connection, LiveMessage message, Runnable taken) {
        this.sending = new TaskSequence(executor);
        this.nanoClock = nanoClock;
        this.connection = connection;
        this.message = message;
        this.taken = taken;
    }

    /**
     * Sends an edited cell: the whole component value with that one field changed. The change shows with the
     * next read, which starts once the world has taken it. A cell committed as it was shown sends nothing (a
     * number shown to two decimals would otherwise be rounded).
     */
    public void editCell(LiveRow row, FieldColumn column, String text) {
        int shown = connection.generation();
        edit(connection.world(), row, column, text, () -> shown == connection.generation(), message::say, taken);
    }

    /** As {@link #editCell}: {@code say} gets what happened, {@code taken} runs once the world took the value, both only while {@code current} holds. */
    private void edit(LiveWorld world, LiveRow row, FieldColumn column, String text, BooleanSupplier current, Consumer<String> say, Runnable taken) {
        if (world == null || row == null || column.isTag()) return;
        if (text.equals(row.text(column))) return; // the cell as shown, untouched: nothing to send
        JsonNode component = row.values().get(column.component());
        if (!(component instanceof ObjectNode now)) return;
        JsonNode newField;
        try {
            newField = parseLike(now.get(column.field()), text);
        } catch (IllegalArgumentException e) {
            say.accept(column.title() + ": " + e.getMessage());
            return;
        }
        // Two fields of one component typed before its row is read again: the second builds on the first, or it
        // would send the first field back as the row still shows it.
        Built last = built;
        boolean onLast = last != null && last.from() == row.values() && last.entity() == row.entity()
                && last.component().equals(column.component());
        ObjectNode value = (onLast ? last.value() : now).deepCopy();
        value.set(column.field(), newField);
        built = new Built(row.values(), row.entity(), column.component(), value);
        // an edit still waiting when another world is shown was typed for the one let go: it is not sent
        sending.add(() -> !current.getAsBoolean() ? null : BackgroundTask.of("Setting " + column.title(), context -> world.setComponent(row.entity(), column.component(), value))
                .shownToUser(false)
                .onSuccess(result -> {
                    if (!current.getAsBoolean()) return;
                    say.accept("set " + column.title() + " of entity " + row.entityText() + " to " + newField);
                    sent = new SentEdit(row.entity(), column, row.cell(column), newField, nanoClock.getAsLong());
                    taken.run();
                })
                .onFailure(failure -> {
                    if (current.getAsBoolean()) say.accept("could not set " + column.title() + ": " + failure.getMessage());
                }));
    }

    /** A new world: no edit of the last one is watched any more. */
    void forget() {
        sent = null;
        built = null;
    }

    /**
     * What to say when a running system wrote over the value just edited (the edit did reach the world), or
     * null; rows are the ones just read.
     */
    String overwritten(long now, List<LiveRow> rows, boolean canPauseWorld) {
        SentEdit edit = sent;
        if (edit == null) return null;
        if (now - edit.at() > OVERWRITE_WINDOW.toNanos()) {
            sent = null;
            return null;
        }
        for (LiveRow r : rows) {
            if (r.entity() != edit.entity()) continue;
            JsonNode seen = r.cell(edit.column());
            if (seen == null || StoredValues.holds(edit.value(), seen)) return null;
            // Flecs applies a PUT with its next frame: the value as it was is the edit not taken yet
            if (StoredValues.holds(edit.before(), seen)) return null;
            sent = null;
            String advice = canPauseWorld
                    ? "Pause the world to keep an edit."
                    : "This world cannot be paused from here; stop the system that writes it to keep an edit.";
            return "The world wrote " + edit.column().title() + " of " + r.entityText() + " again right after the edit (now "
                    + r.text(edit.column()) + "): a running system sets it. " + advice;
        }
        return null;
    }

    /** Reads what was typed as the same kind of JSON value the field holds now; a string as {@link LiveRow#text} shows it. */
    static JsonNode parseLike(JsonNode old, String text) {
        String t = text.trim();
        if (old != null && old.isTextual()) return TextNode.valueOf(savelens.json.VisibleText.parse(text)); // as LiveRow shows it
        if (old != null && old.isBoolean()) {
            if (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")) return BooleanNode.valueOf(Boolean.parseBoolean(t.toLowerCase(Locale.ROOT)));
            throw new IllegalArgumentException("expected true or false, got '" + t + "'");
        }
        JsonNode parsed;
        try {
            parsed = PARSER.readTree(t);
        } catch (Exception e) {
            parsed = null;
        }
        if (old != null && old.isNumber()) {
            if (parsed == null || !parsed.isNumber()) throw new IllegalArgumentException("expected a number, got '" + t + "'");
            if (!Double.isFinite(parsed.doubleValue())) throw new IllegalArgumentException("number out of range: " + t);
            return parsed;
        }
        if (parsed == null || parsed.isMissingNode()) return TextNode.valueOf(text);
        return parsed;
    }
}
