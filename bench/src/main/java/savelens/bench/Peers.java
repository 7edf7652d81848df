package savelens.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;

/** What people would otherwise use: Jackson's tree model, and the bare streaming parser as the floor. */
final class Peers {
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final JsonFactory FACTORY = MAPPER.getFactory();

    private Peers() {}

    /** What a generic JSON viewer does: the whole tree, one object per value. */
    static JsonNode readTree(byte[] json) throws IOException {
        return MAPPER.readTree(json);
    }

    /** The floor: every token visited, nothing kept. */
    static long tokenScan(byte[] json) throws IOException {
        long tokens = 0;
        try (JsonParser p = FACTORY.createParser(json)) {
            while (p.nextToken() != null) tokens++;
        }
        return tokens;
    }

    /** The floor for a text that is not JSON (a Unity or Godot scene): every byte looked at once, its lines counted. */
    static long lineScan(byte[] text) {
        long lines = 0;
        for (byte b : text) if (b == '\n') lines++;
        return lines;
    }

    /** Writes a tree with a Jackson generator. */
    static void writeTree(JsonNode tree, OutputStream out) throws IOException {
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            MAPPER.writeTree(g, tree);
        }
    }
}
