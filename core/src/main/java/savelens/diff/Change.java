package savelens.diff;

import savelens.path.DocumentPath;

/**
 * One difference: where it is in each document (null on the side that lacks it) and the values as {@code get}
 * prints them (null on that side too). An element after an insertion has a different index in each document,
 * so both paths are kept: the window shows either side. {@code note}, when not null, says what the two
 * values alone do not: a reference written the same in both files that leads to another node.
 */
public record Change(ChangeKind kind, DocumentPath oldPath, DocumentPath newPath, String oldValue, String newValue, String note) {
    public Change(ChangeKind kind, DocumentPath oldPath, DocumentPath newPath, String oldValue, String newValue) {
        this(kind, oldPath, newPath, oldValue, newValue, null);
    }

    /** The path to show: where the value is now, or where it was for a removed one. */
    public DocumentPath path() {
        return newPath != null ? newPath : oldPath;
    }

    /** One line: {@code $.party._gold: 0 → 999999}, {@code + $.a[3]: 7}, {@code - $.b: "x"}. */
    public String line() {
        String line = switch (kind) {
            case CHANGED -> path() + ": " + oldValue + " → " + newValue;
            case ADDED -> "+ " + path() + ": " + newValue;
            case REMOVED -> "- " + path() + ": " + oldValue;
        };
        return note == null ? line : line + " (" + note + ")";
    }
}
