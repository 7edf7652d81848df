package savelens.app.document;

import savelens.app.task.TaskExecutor;

/** For tests of views outside this package: a small document's steps computed as a big one's are. */
public final class EveryDocumentBig {
    private EveryDocumentBig() {}

    /** Steps computed by {@code executor} whatever the document's size, a scalar patched in place done at once. */
    public static void computeStepsWith(DocumentViewModel model, TaskExecutor executor) {
        model.computeStepsWith(executor, 0, true);
    }
}
