package savelens.app.document;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.progress.ReadProgress;

/**
 * Reads a file into its first state; runs off the JavaFX thread, so it touches nothing on screen. Reports
 * its steps to a listener (on the reading thread) and stops with a {@link CancellationException} when its
 * thread is interrupted: inside the indexing pass (the core checks there) or between steps.
 */
public final class DocumentLoader {
    private DocumentLoader() {}

    /** An open file and the first state of its document. */
    public record Loaded(OpenFile file, DocumentState state) {
        /** A file read elsewhere (or made in memory), analysed here. */
        public static Loaded of(OpenFile file) {
            return new Loaded(file, DocumentState.of(file.document(), file));
        }
    }

    public static DocumentState load(Path file) {
        return read(file).state();
    }

    public static Loaded read(Path file) {
        return read(file, p -> { });
    }

    /** Opens the file (its bytes read once and stamped, the document made of them) and analyses the document. */
    public static Loaded read(Path file, Consumer<LoadProgress> listener) {
        return read(file, listener, Long.MAX_VALUE);
    }

    /**
     * As {@link #read(Path, Consumer)}, but a document of at least {@code analyseLaterFrom} bytes of text comes back
     * {@linkplain DocumentState#analysedLater analysed later}, and its file not hashed yet: its tree can show while
     * that is done ({@link DocumentViewModel#analyseWith}).
     */
    public static Loaded read(Path file, Consumer<LoadProgress> listener, long analyseLaterFrom) {
        listener.accept(new LoadProgress(LoadProgress.READING, 0));
        OpenFile open = ReadProgress.during(new IndexingProgress(listener), () -> OpenFile.open(file, ReadContext.of(file)));
        stopIfCancelled();
        if (open.document().textLength() >= analyseLaterFrom) return new Loaded(open, DocumentState.analysedLater(open.document(), open));
        listener.accept(new LoadProgress(LoadProgress.ANALYSING, -1));
        DocumentState state = DocumentState.of(open.document(), open);
        stopIfCancelled();
        open.stamp(); // hashed here, on the loading thread, so that no save waits for it
        return new Loaded(open, state);
    }

    private static void stopIfCancelled() {
        if (Thread.currentThread().isInterrupted()) throw new CancellationException("loading was cancelled");
    }

    /**
     * Turns the indexer's byte counts into steps. The indexer reports every so many tokens; once the next
     * report would pass the end, indexing is as good as done and the format resolves references, which
     * reports nothing: the step becomes "resolving references", of unknown length.
     */
    private static final class IndexingProgress implements ReadProgress.Listener {
        private final Consumer<LoadProgress> listener;
        private long previous;
        private boolean resolving;

        IndexingProgress(Consumer<LoadProgress> listener) { this.listener = listener; }

        @Override public void progress(long done, long total) {
            if (resolving || total <= 0) return;
            long step = done - previous;
            previous = done;
            if (done + step + step / 2 >= total) {
                resolving = true;
                listener.accept(new LoadProgress(LoadProgress.RESOLVING, -1));
            } else {
                listener.accept(new LoadProgress(LoadProgress.READING, (double) done / total));
            }
        }
    }
}
