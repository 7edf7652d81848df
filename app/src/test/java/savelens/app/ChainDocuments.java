package savelens.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Helio documents as deep as a document gets: a linked list, each entry holding the next. */
public final class ChainDocuments {
    private ChainDocuments() {}

    /** {@code chain.json} in {@code dir}: entries #0 … #length-1 of type {@code Entry}, each with {@code v: "xN"}. */
    public static Path write(Path dir, int length) throws IOException {
        StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[");
        for (int i = 0; i < length; i++) {
            s.append(i > 0 ? "," : "").append("{\"id\":").append(i).append(",\"type\":\"Entry\",\"fields\":{\"v\":\"x").append(i).append('"');
            if (i < length - 1) s.append(",\"next\":").append(i + 1);
            s.append("}}");
        }
        return Files.writeString(dir.resolve("chain.json"), s.append("]}"));
    }
}
