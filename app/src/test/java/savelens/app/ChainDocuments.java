package savelens.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Helio documents as deep as a document gets: a linked list, each entry holding the next. */
public final class ChainDocuments {
    private ChainDocuments() {}

    /** {@code chain.json} in {@code dir}: entries #0 … #length-1 of type {@code Entry}, each with {@code v: "xN"}. */
    public static Path write(Path dir, int length) throws IOException {
        return write(dir, length, false);
    }

    /** As {@link #write(Path, int)}; with {@code looped} each entry also holds itself ({@code self}): a cycle per entry. */
    public static Path write(Path dir, int length, boolean looped) throws IOException {
        StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[");
        for (int i = 0; i < length; i++) {
            s.append(i > 0 ? "," : "").append("{\"id\":").append(i).append(",\"type\":\"Entry\",\"fields\":{\"v\":\"x").append(i).append('"');
            if (looped) s.append(",\"self\":").append(i);
            if (i < length - 1) s.append(",\"next\":").append(i + 1);
            s.append("}}");
        }
        return Files.writeString(dir.resolve("chain.json"), s.append("]}"));
    }
}
