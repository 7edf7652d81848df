package savelens.icons.render;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Writes a macOS .icns holding PNG images (read by macOS 10.7 and later). The container is a magic, a length, and
 * per image a four-letter type, a length and the PNG bytes; one writer of our own for both icon containers is
 * lighter than a second imaging library at build time.
 */
final class IcnsWriter {
    /** The PNG-capable icon types, in Apple's order: type to the pixel size of its image (retina types are 2x). */
    static final Map<String, Integer> TYPES = types();

    private IcnsWriter() {}

    /** {@code pngForSize}: the PNG of each pixel size that {@link #TYPES} names. */
    static byte[] write(IntFunction<byte[]> pngForSize) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (var type : TYPES.entrySet()) {
            byte[] png = pngForSize.apply(type.getValue());
            body.writeBytes(ByteBuffer.allocate(8).put(ascii(type.getKey())).putInt(8 + png.length).array());
            body.writeBytes(png);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(8 + body.size());
        out.writeBytes(ByteBuffer.allocate(8).put(ascii("icns")).putInt(8 + body.size()).array()); // big-endian
        out.writeBytes(body.toByteArray());
        return out.toByteArray();
    }

    private static byte[] ascii(String type) {
        return type.getBytes(StandardCharsets.US_ASCII);
    }

    private static Map<String, Integer> types() {
        Map<String, Integer> types = new LinkedHashMap<>();
        types.put("icp4", 16);
        types.put("icp5", 32);
        types.put("icp6", 64);
        types.put("ic07", 128);
        types.put("ic08", 256);
        types.put("ic09", 512);
        types.put("ic10", 1024); // 512x512@2x
        types.put("ic11", 32);   // 16x16@2x
        types.put("ic12", 64);   // 32x32@2x
        types.put("ic13", 256);  // 128x128@2x
        types.put("ic14", 512);  // 256x256@2x
        return Collections.unmodifiableMap(types);
    }
}
