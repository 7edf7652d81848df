package savelens.icons.render;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SortedMap;

/**
 * Writes a Windows .ico whose images are PNG streams (Windows Vista and later read PNG entries at any size).
 * Our own few lines: the format is a 6-byte header and a 16-byte directory entry per image, and the Java ICO
 * writers around are unmaintained (image4j) or read-only (TwelveMonkeys).
 */
final class IcoWriter {
    private static final int HEADER = 6;
    private static final int ENTRY = 16;

    private IcoWriter() {}

    /** {@code pngBySize}: each PNG by its pixel size (at most 256, the largest an .ico directory can state). */
    static byte[] write(SortedMap<Integer, byte[]> pngBySize) {
        int count = pngBySize.size();
        ByteBuffer directory = ByteBuffer.allocate(HEADER + ENTRY * count).order(ByteOrder.LITTLE_ENDIAN);
        directory.putShort((short) 0);          // reserved
        directory.putShort((short) 1);          // type: icon
        directory.putShort((short) count);
        int offset = HEADER + ENTRY * count;
        for (var entry : pngBySize.entrySet()) {
            int size = entry.getKey();
            if (size < 1 || size > 256) throw new IllegalArgumentException("an .ico image is 1 to 256 px, not " + size);
            int length = entry.getValue().length;
            directory.put((byte) (size == 256 ? 0 : size)); // width; 0 stands for 256
            directory.put((byte) (size == 256 ? 0 : size)); // height
            directory.put((byte) 0);            // palette colours: none
            directory.put((byte) 0);            // reserved
            directory.putShort((short) 1);      // colour planes
            directory.putShort((short) 32);     // bits per pixel
            directory.putInt(length);
            directory.putInt(offset);
            offset += length;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(offset);
        out.writeBytes(directory.array());
        pngBySize.values().forEach(out::writeBytes);
        return out.toByteArray();
    }
}
