package savelens.graph.probe;

import savelens.file.OpenFile;

/** Breaks "analysis knows no format" on purpose: the graph's package naming how files are opened. */
final class GraphNamingAFile {
    static Class<?> opener() { return OpenFile.class; }
}
