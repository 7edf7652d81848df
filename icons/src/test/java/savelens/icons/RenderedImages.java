package savelens.icons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** What every test here needs: where the build put its files, and "this is a real PNG of that size". */
final class RenderedImages {
    private RenderedImages() {}

    static Path generatedFolder() {
        return Path.of(System.getProperty("savelens.generatedIcons", "target/generated-icons"));
    }

    static BufferedImage decode(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            return decode(in.readAllBytes(), url.toString());
        }
    }

    static BufferedImage decode(byte[] bytes, String what) throws IOException {
        // The PNG signature first: ImageIO would also accept a BMP or GIF, which an .ico or .icns entry must not be.
        byte[] signature = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
        for (int i = 0; i < signature.length; i++)
            assertEquals(signature[i], bytes[i], what + " does not start with the PNG signature");
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(bytes));
        assertNotNull(image, what + " does not decode as an image");
        return image;
    }

    static void assertSquare(BufferedImage image, int size, String what) {
        assertEquals(size, image.getWidth(), what + " width");
        assertEquals(size, image.getHeight(), what + " height");
    }

    /** A render that went wrong is usually fully transparent; a real one has opaque ink and transparent room. */
    static void assertHasInk(BufferedImage image, String what) {
        int opaque = 0;
        int clear = 0;
        for (int y = 0; y < image.getHeight(); y++)
            for (int x = 0; x < image.getWidth(); x++) {
                int alpha = image.getRGB(x, y) >>> 24;
                if (alpha > 200) opaque++;
                if (alpha == 0) clear++;
            }
        assertTrue(opaque > 0, what + " has no opaque pixel");
        assertTrue(clear > 0, what + " has no transparent pixel (lost its alpha channel?)");
    }
}
