package savelens.ecs.live;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Bytes on a socket, for requests no HTTP client would send (bad request lines, odd methods). */
final class RawHttp {
    /** The status, the headers (names in lower case) and the body of one answer. */
    record Answer(int status, Map<String, String> headers, String body) {}

    private RawHttp() {}

    static Answer exchange(int port, String request) throws IOException {
        return exchange(port, request.getBytes(StandardCharsets.ISO_8859_1));
    }

    static Answer exchange(int port, byte[] request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(30_000); // a failure guard, not a measurement
            OutputStream out = s.getOutputStream();
            out.write(request);
            out.flush();
            return read(s.getInputStream());
        }
    }

    /** Reads the status line, the headers and a body of Content-Length bytes (or up to the end). */
    static Answer read(InputStream in) throws IOException {
        String status = line(in);
        if (status == null) throw new IOException("connection closed before an answer");
        Map<String, String> headers = new HashMap<>();
        for (String h = line(in); h != null && !h.isEmpty(); h = line(in)) {
            int colon = h.indexOf(':');
            headers.put(h.substring(0, colon).trim().toLowerCase(Locale.ROOT), h.substring(colon + 1).trim());
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        String length = headers.get("content-length");
        if (length != null) {
            body.write(in.readNBytes(Integer.parseInt(length)));
        } else if (!headers.getOrDefault("content-type", "").startsWith("text/event-stream")) {
            in.transferTo(body);
        }
        return new Answer(Integer.parseInt(status.split(" ")[1]), headers, body.toString(StandardCharsets.UTF_8));
    }

    /** One CRLF-terminated line without its end, or null at the end of the stream. */
    static String line(InputStream in) throws IOException {
        StringBuilder b = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            if (c == '\n') return b.toString().replaceFirst("\r$", "");
            b.append((char) c);
        }
        return b.length() == 0 ? null : b.toString();
    }
}
