package savelens.icons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reads savelens.icns the way macOS does: magic and length, then typed entries, each a PNG of its type's size. */
class IcnsFileTest {
    /** Apple's PNG icon types and the pixel size each stands for (ic10 to ic14 are the 2x "retina" variants). */
    private static final Map<String, Integer> EXPECTED = new LinkedHashMap<>();

    static {
        EXPECTED.put("icp4", 16);
        EXPECTED.put("icp5", 32);
        EXPECTED.put("icp6", 64);
        EXPECTED.put("ic07", 128);
        EXPECTED.put("ic08", 256);
        EXPECTED.put("ic09", 512);
        EXPECTED.put("ic10", 1024);
        EXPECTED.put("ic11", 32);
        EXPECTED.put("ic12", 64);
        EXPECTED.put("ic13", 256);
        EXPECTED.put("ic14", 512);
    }

    @Test
    void holdsEveryPngTypeFrom16To1024() throws Exception {
        byte[] file = Files.readAllBytes(RenderedImages.generatedFolder().resolve("savelens.icns"));
        ByteBuffer in = ByteBuffer.wrap(file); // big-endian, as the format is
        assertEquals("icns", type(in));
        assertEquals(file.length, in.getInt(), "the header states the file's length");

        Map<String, Integer> found = new LinkedHashMap<>();
        while (in.hasRemaining()) {
            String type = type(in);
            int length = in.getInt();
            assertTrue(length > 8 && in.position() - 8 + length <= file.length, type + " lies within the file");
            byte[] png = Arrays.copyOfRange(file, in.position(), in.position() - 8 + length);
            in.position(in.position() - 8 + length);
            var image = RenderedImages.decode(png, "icns " + type);
            assertEquals(image.getWidth(), image.getHeight(), "icns " + type + " is square");
            found.put(type, image.getWidth());
        }
        assertEquals(EXPECTED, found);
    }

    private static String type(ByteBuffer in) {
        byte[] type = new byte[4];
        in.get(type);
        return new String(type, StandardCharsets.US_ASCII);
    }
}
