package savelens.app.probe.view;

import savelens.file.OpenFile;

/** Breaks "views show view models" on purpose: a view reading files itself. */
final class FileReadingView {
    static Class<?> reader() { return OpenFile.class; }
}
