package savelens.format.rpgmaker;

import java.util.List;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;
import savelens.format.JsonTexts;

/**
 * The simplified JsonEx of the article on RPG Maker MV's save serialization: plain JSON, objects carry
 * {@code @constructor} and {@code @circularID}, a repeat visit is {@code {"@reference":n}}; arrays get no
 * id (ids are assigned to them after the largest id in the file).
 */
public final class JsonExLiteFormat implements FormatProvider {
    public static final String NAME = "jsonex-lite";

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(30).build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public List<String> extensions() { return List.of(".jsonex.json", ".json"); }

    @Override public boolean detect(byte[] file) {
        if (!JsonTexts.startsWith(file, '{') && !JsonTexts.startsWith(file, '[')) return false;
        int limit = 1 << 16;
        return JsonTexts.containsAscii(file, "\"@constructor\"", limit)
                || JsonTexts.containsAscii(file, "\"@circularID\"", limit)
                || JsonTexts.containsAscii(file, "\"@reference\"", limit);
    }

    @Override public byte[] decode(byte[] file) { return file; }

    @Override public byte[] encode(byte[] jsonText) { return jsonText; }

    @Override public Document read(byte[] jsonText, ReadContext context) {
        return JsonExReader.document(this, JsonExReader.LITE, jsonText, context);
    }

}
