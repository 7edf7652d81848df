package savelens.file;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a JSON file that no format reads looks like, and why it is not a save: RPG Maker's game data
 * ({@code System.json}, {@code Actors.json}, a map) is what a game starts from, not what it saves; other JSON has
 * none of the ids and references SaveLens's formats are made of. Reads only the top level and the first
 * entry's member names, streaming, so a large file costs no tree.
 */
public final class ForeignJson {
    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(2000).build()).build();
    private static final String GAME_DATA = "game data, not a save: RPG Maker saves are the .rpgsave (MV) and .rmmzsave (MZ)"
            + " files in the game's save folder, and SaveLens reads names from this folder for them";

    private ForeignJson() {}

    /** {@code it looks like …; …}, or null when the bytes are not one JSON value. */
    public static String describe(byte[] bytes) {
        try (JsonParser p = JSON.createParser(bytes)) {
            JsonToken first = p.nextToken();
            if (first == null) return null;
            String shape;
            if (first == JsonToken.START_OBJECT) {
                Set<String> keys = new LinkedHashSet<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    keys.add(p.currentName());
                    p.nextToken();
                    p.skipChildren();
                }
                shape = objectShape(keys);
            } else if (first == JsonToken.START_ARRAY) {
                int count = 0;
                Set<String> entry = null;
                for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
                    if (t == null) return null;
                    count++;
                    if (t == JsonToken.START_OBJECT && entry == null) {
                        entry = new LinkedHashSet<>();
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            entry.add(p.currentName());
                            p.nextToken();
                            p.skipChildren();
                        }
                    } else {
                        p.skipChildren();
                    }
                }
                shape = arrayShape(count, entry);
            } else {
                p.skipChildren();
                shape = "plain JSON: one " + first.name().toLowerCase(java.util.Locale.ROOT).replace("value_", "") + " value;"
                        + " it has no nodes or references";
            }
            if (p.nextToken() != null) return null; // more than one value: not JSON, said elsewhere
            return "it looks like " + shape;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String objectShape(Set<String> keys) {
        // A save's decoded contents also hold "switches" and "variables", so they are told apart first.
        if (keys.containsAll(List.of("system", "actors", "party"))) {
            return "the contents of an RPG Maker MV/MZ save, decoded" + list(keys) + ": SaveLens opens the save itself,"
                    + " the .rpgsave (MV) or .rmmzsave (MZ) file this came from, and writes it back in the game's own encoding";
        }
        if (keys.contains("gameTitle") || keys.containsAll(List.of("switches", "variables"))) {
            return "RPG Maker's System.json (the game's title, switch and variable names): " + GAME_DATA;
        }
        if (keys.containsAll(List.of("tilesetId", "width", "height", "data", "events"))) return "an RPG Maker map (MapNNN.json): " + GAME_DATA;
        return "plain JSON: an object with " + keys.size() + (keys.size() == 1 ? " member" : " members") + list(keys)
                + "; it has none of the ids and references of the formats SaveLens reads (helio's root and nodes, JsonEx's @c and @,"
                + " $id and $ref, @id, cycle.js paths)";
    }

    private static String arrayShape(int count, Set<String> entry) {
        if (entry != null && entry.contains("id") && entry.contains("name")) {
            String which = databaseFile(entry);
            return (which == null ? "an RPG Maker database file" : "RPG Maker's " + which) + " (" + (count - 1)
                    + " entries with id and name): " + GAME_DATA;
        }
        return "plain JSON: an array of " + count + (count == 1 ? " element" : " elements")
                + "; it has none of the ids and references of the formats SaveLens reads";
    }

    /** The database file whose entries carry these members, or null. */
    private static String databaseFile(Set<String> entry) {
        if (entry.contains("parentId") && entry.contains("order")) return "MapInfos.json";
        if (entry.contains("classId") && entry.contains("initialLevel")) return "Actors.json";
        if (entry.contains("expParams") || entry.contains("learnings")) return "Classes.json";
        if (entry.contains("wtypeId")) return "Weapons.json";
        if (entry.contains("atypeId")) return "Armors.json";
        if (entry.contains("itypeId")) return "Items.json";
        if (entry.contains("stypeId")) return "Skills.json";
        if (entry.contains("battlerName") && entry.contains("exp")) return "Enemies.json";
        if (entry.contains("autoRemovalTiming")) return "States.json";
        return null;
    }

    private static String list(Set<String> keys) {
        if (keys.isEmpty()) return "";
        List<String> shown = new ArrayList<>();
        for (String k : keys) {
            if (shown.size() == 5) break;
            shown.add(k);
        }
        return " (" + String.join(", ", shown) + (keys.size() > 5 ? ", …" : "") + ")";
    }
}
