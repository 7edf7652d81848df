package savelens.format.marshal;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Decoded views of RGSS's {@code _dump} data ({@code u} values): a {@code Table}'s int16 grid, a {@code Color}'s or {@code Tone}'s four doubles. */
public final class RgssViews {
    private RgssViews() {}

    /** A {@code Table}: dimensions (1–3), sizes, and the cells x fastest, then y, then z. */
    public record Table(int dimensions, int xSize, int ySize, int zSize, short[] cells) {
        public int get(int x, int y, int z) { return cells[x + xSize * (y + ySize * z)]; }
    }

    /** A {@code Color} (red, green, blue, alpha) or {@code Tone} (red, green, blue, gray). */
    public record Four(double a, double b, double c, double d) {}

    /** Reads a Table's {@code _dump} bytes: five int32 (dimensions, x, y, z, count), then count int16, little-endian. */
    public static Table table(byte[] data) {
        if (data.length < 20) throw new MarshalFormatException(0, "a Table's data is " + data.length + " bytes, shorter than its 20-byte header");
        ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        int dims = b.getInt(), x = b.getInt(), y = b.getInt(), z = b.getInt(), count = b.getInt();
        if (x < 0 || y < 0 || z < 0 || count < 0 || (long) x * y * z != count || data.length != 20 + 2L * count) {
            throw new MarshalFormatException(0, "a Table's sizes " + x + "×" + y + "×" + z + " (count " + count + ") do not match its " + data.length + " bytes");
        }
        short[] cells = new short[count];
        b.asShortBuffer().get(cells);
        return new Table(dims, x, y, z, cells);
    }

    /** Writes a Table's {@code _dump} bytes. */
    public static byte[] tableBytes(int dims, int x, int y, int z, short[] cells) {
        ByteBuffer b = ByteBuffer.allocate(20 + 2 * cells.length).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(dims).putInt(x).putInt(y).putInt(z).putInt(cells.length);
        for (short c : cells) b.putShort(c);
        return b.array();
    }

    /** Reads a Color's or Tone's {@code _dump} bytes: four doubles, little-endian. */
    public static Four four(byte[] data) {
        if (data.length != 32) throw new MarshalFormatException(0, "a Color or Tone is 32 bytes, not " + data.length);
        ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        return new Four(b.getDouble(), b.getDouble(), b.getDouble(), b.getDouble());
    }

    public static byte[] fourBytes(double a, double b, double c, double d) {
        return ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN).putDouble(a).putDouble(b).putDouble(c).putDouble(d).array();
    }
}
