package savelens.ecs.live;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import org.eclipse.jetty.server.Request;
import savelens.ecs.JacksonComponentCodec;

/**
 * Reads a request body as one JSON value, refusing bodies over {@link #MAX_BYTES} (413) and numbers
 * beyond the range of a double (400): {@code 1e999} would otherwise be stored as infinity, which JSON
 * cannot carry back.
 */
final class RequestBody {
    static final int MAX_BYTES = 1 << 20;
    private static final long DRAIN_LIMIT = 64L << 20;
    private static final ObjectMapper READER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private RequestBody() {}

    static JsonNode readJson(Request request) throws IOException {
        InputStream in = Request.asInputStream(request);
        if (request.getLength() > MAX_BYTES) throw tooLarge(in);
        byte[] bytes;
        try {
            bytes = readAtMost(in, MAX_BYTES);
        } catch (HttpError e) {
            throw e;
        } catch (IOException | org.eclipse.jetty.http.BadMessageException e) {
            // A chunked body that breaks off or a chunk size that is no number: the client's fault, not the server's.
            throw new HttpError(400, "malformed request body: it ends early or its chunks are not well formed");
        }
        if (bytes.length == 0) throw new HttpError(400, "empty body: expected a JSON value");
        try {
            requireFiniteNumbers(bytes);
            JsonNode node = READER.readTree(bytes);
            if (node == null || node.isMissingNode()) throw new HttpError(400, "empty body: expected a JSON value");
            return node;
        } catch (JsonProcessingException e) {
            throw new HttpError(400, "malformed JSON" + where(e.getLocation()) + ": "
                    + JacksonComponentCodec.readable(e.getOriginalMessage()));
        }
    }

    /** One streaming pass, so the refusal can name the literal and where it stands. */
    private static void requireFiniteNumbers(byte[] bytes) throws IOException {
        try (JsonParser p = READER.createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t.isNumeric() && !Double.isFinite(p.getDoubleValue())) {
                    throw new HttpError(400, "number " + p.getText() + where(p.currentTokenLocation())
                            + " is out of range: numbers must be finite and fit a double");
                }
            }
        }
    }

    private static String where(JsonLocation at) {
        return at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
    }

    /** Reads the stream, failing with 413 as soon as it proves longer than {@code max} (chunked bodies too). */
    private static byte[] readAtMost(InputStream in, int max) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        int n;
        while ((n = in.read(buf)) > 0) {
            if (out.size() + n > max) throw tooLarge(in);
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    /**
     * Discards the rest of an oversized body (up to a bound) before answering 413: a client still
     * sending would otherwise get a connection reset instead of the answer.
     */
    private static HttpError tooLarge(InputStream in) throws IOException {
        long skipped = 0;
        byte[] buf = new byte[65536];
        int n;
        while (skipped < DRAIN_LIMIT && (n = in.read(buf)) > 0) skipped += n;
        return new HttpError(413, "request body over " + MAX_BYTES + " bytes");
    }
}
