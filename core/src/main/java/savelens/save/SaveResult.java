package savelens.save;

import java.util.List;

/**
 * A finished save: the stamp of the file as written (the next save of it compares against this) and what
 * the user should be told although it succeeded (a hard link split).
 */
public record SaveResult(FileStamp stamp, List<String> warnings) {
    public SaveResult {
        warnings = List.copyOf(warnings);
    }
}
