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
     * How far the fraction read moves before it is passed on again: a twentieth. The indexer reports every 65,536
     * tokens, about every half per cent of a big file, and each report the window saw cost it a pulse of its own (the
     * status bar laid out and drawn again): some fifty a second at a million nodes, two hundred in a read a loaded
     * machine stretched, work on the FX thread and the renderer taken from the read on a machine of two processors.
     */
    static final int READING_STEPS = 20;

    /**
     * Turns the indexer's byte counts into steps. The indexer reports every so many tokens; once the next
     * report would pass the end, indexing is as good as done and the format resolves references, which
     * reports nothing: the step becomes "resolving references", of unknown length. The fraction read is passed on
     * when it enters a new twentieth ({@link #READING_STEPS}): the first report and the step's change always are.
     */
    static final class IndexingProgress implements ReadProgress.Listener {
        private final Consumer<LoadProgress> listener;
        private long previous;
        private boolean resolving;
        /** The twentieth last passed on (-1: none yet). */
        private long reportedStep = -1;

        IndexingProgress(Consumer<LoadProgress> listener) { this.listener = listener; }

        @Override public void progress(long done, long total) {
            if (resolving || total <= 0) return;
            long step = done - previous;
            previous = done;
            if (done + step + step / 2 >= total) {
                resolving = true;
                listener.accept(new LoadProgress(LoadProgress.RESOLVING, -1));
                return;
            }
            long twentieth = done * READING_STEPS / total;
            if (twentieth == reportedStep) return;
            reportedStep = twentieth;
            listener.accept(new LoadProgress(LoadProgress.READING, (double) done / total));
        }
    }
}
