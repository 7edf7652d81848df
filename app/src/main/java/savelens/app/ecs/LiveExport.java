package savelens.app.ecs;

import java.nio.file.Path;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.ecs.document.WorldReader;
import savelens.ecs.document.WorldSnapshot;
import savelens.ecs.world.LiveWorld;
import savelens.save.SaveOptions;

/**
 * The Live ECS export's one job: File ▸ Export World as Document, the world read now taken between two ticks
 * and written as a document through the one save path (atomic, read back, the file it replaces kept as its backup).
 */
public final class LiveExport {
    private final TaskExecutor executor;
    private final LiveConnection connection;
    private final LiveMessage message;
    private final ReadOnlyBooleanWrapper canExport = new ReadOnlyBooleanWrapper();

    LiveExport(TaskExecutor executor, LiveConnection connection, LiveMessage message) {
        this.executor = executor;
        this.connection = connection;
        this.message = message;
    }

    /** The file dialog's name for an exported world: a document of the format saved worlds are written in. */
    public static String exportedDocumentName() { return WorldReader.worldFormat() + " document (*.json)"; }

    /** Writes the world read now to {@code target}, saying how it went in the message line. */
    public void exportWorld(Path target) {
        LiveWorld world = connection.world();
        if (world == null || !canExport.get()) {
            message.say("this world cannot be saved as a document; only the built-in demo world can");
            return;
        }
        int shown = connection.generation();
        message.say("exporting the world to " + target.getFileName() + "…");
        executor.execute(BackgroundTask.of("Exporting the world to " + target.getFileName(),
                        context -> WorldSnapshot.save(world.worldDocument(), target, SaveOptions.defaults()))
                .cancellable(false) // a save is finished or not begun, never left half-way
                .onSuccess(saved -> {
                    if (shown != connection.generation()) return;
                    StringBuilder m = new StringBuilder("exported the world to " + target);
                    for (String w : saved.warnings()) m.append("; note: ").append(w);
                    message.say(m.toString());
                })
                .onFailure(failure -> {
                    if (shown == connection.generation()) message.say("could not export the world: " + failure.getMessage());
                }));
    }

    /** Another world is shown (or none): whether it can be exported is its source's to say. */
    void reset() {
        canExport.set(connection.world() != null && connection.world().canSaveAsDocument());
    }

    /** True when the world read now can be exported as a document (the in-process demo world). */
    public ReadOnlyBooleanProperty canExportProperty() { return canExport.getReadOnlyProperty(); }
}
