package savelens.icons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reads savelens.ico the way Windows does: header, directory, then each PNG at its stated offset. */
class IcoFileTest {
    @Test
    void holdsOnePngPerWindowsSizeUpTo256() throws Exception {
        byte[] file = Files.readAllBytes(RenderedImages.generatedFolder().resolve("savelens.ico"));
        ByteBuffer in = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, in.getShort(), "reserved");
        assertEquals(1, in.getShort(), "type 1 is an icon (2 would be a cursor)");
        int count = in.getShort();

        List<Integer> sizes = new ArrayList<>();
        int end = 6 + 16 * count;
        for (int i = 0; i < count; i++) {
            int width = Byte.toUnsignedInt(in.get());
            int height = Byte.toUnsignedInt(in.get());
            assertEquals(width, height, "entry " + i + " is square");
            int size = width == 0 ? 256 : width;
            assertEquals(0, in.get(), "no palette");
            assertEquals(0, in.get(), "reserved");
            assertEquals(1, in.getShort(), "planes");
            assertEquals(32, in.getShort(), "bits per pixel");
            int length = in.getInt();
            int offset = in.getInt();
            assertEquals(end, offset, "entry " + i + " follows the previous one");
            assertTrue(offset + length <= file.length, "entry " + i + " lies within the file");
            byte[] png = Arrays.copyOfRange(file, offset, offset + length);
            RenderedImages.assertSquare(RenderedImages.decode(png, "ico entry " + size), size, "ico entry " + size);
            sizes.add(size);
            end = offset + length;
        }
        assertEquals(file.length, end, "no bytes after the last image");
        assertEquals(List.of(16, 24, 32, 48, 64, 128, 256), sizes);
    }
}
