package savelens.format.rpgmaker;

import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import savelens.document.InputTooLargeException;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.format.JsonTexts;

/**
 * RPG Maker MZ's save container: pako {@code deflate(json, {to: "string", level: 1})} — a zlib stream
 * as a "binary string", one char per byte — written to the file as UTF-8. Inflation stops at a limit, so
 * a small file that inflates without end is refused instead of exhausting memory: the output buffer grows
 * by doubling, never past the limit, and one byte more than the limit is the refusal.
 */
public final class MzContainer {
    private MzContainer() {}

    /** The zlib bytes held by the file's UTF-8 text (every char must be below U+0100). */
    public static byte[] binaryFromUtf8(byte[] file) {
        return binaryFromUtf8(file, file.length, false);
    }

    private static byte[] binaryFromUtf8(byte[] file, int limit, boolean lenient) {
        int n = Math.min(limit, file.length);
        byte[] out = new byte[n];
        int o = 0;
        for (int i = 0; i < n; i++) {
            int b = file[i] & 0xFF;
            if (b < 0x80) {
                out[o++] = (byte) b;
            } else if ((b == 0xC2 || b == 0xC3) && i + 1 < n && (file[i + 1] & 0xC0) == 0x80) {
                out[o++] = (byte) (((b & 0x03) << 6) | (file[++i] & 0x3F));
            } else if (lenient) {
                break;
            } else {
                throw new UnreadableDocumentException("not an RPG Maker MZ save, or a damaged one: byte " + (i + 1)
                        + " is not part of a character below U+0100");
            }
        }
        return Arrays.copyOf(out, o);
    }

    /** Each byte as one char, written as UTF-8. */
    public static byte[] utf8FromBinary(byte[] binary, int length) {
        int extra = 0;
        for (int i = 0; i < length; i++) if (binary[i] < 0) extra++;
        byte[] out = new byte[length + extra];
        int o = 0;
        for (int i = 0; i < length; i++) {
            int b = binary[i] & 0xFF;
            if (b < 0x80) {
                out[o++] = (byte) b;
            } else {
                out[o++] = (byte) (0xC0 | (b >> 6));
                out[o++] = (byte) (0x80 | (b & 0x3F));
            }
        }
        return out;
    }

    /** File bytes to the JSON text, refusing more than {@code limit} bytes of output. */
    public static byte[] decode(byte[] file, long limit) {
        return inflate(binaryFromUtf8(file), limit);
    }

    /** JSON text to file bytes: zlib at level 1, as a binary string in UTF-8. */
    public static byte[] encode(byte[] json) {
        Deflater d = new Deflater(1);
        try {
            d.setInput(json);
            d.finish();
            byte[] buf = new byte[Math.max(64, json.length / 4 + 64)];
            int n = 0;
            while (!d.finished()) {
                if (n == buf.length) buf = Arrays.copyOf(buf, buf.length * 2);
                n += d.deflate(buf, n, buf.length - n);
            }
            return utf8FromBinary(buf, n);
        } finally {
            d.end();
        }
    }

    /** Inflates a zlib stream, refusing more than {@code limit} bytes of output or anything after the stream. */
    public static byte[] inflate(byte[] zlib, long limit) {
        Inflater inf = new Inflater();
        try {
            inf.setInput(zlib);
            long cap = Math.min(limit, Integer.MAX_VALUE - 16);
            byte[] out = new byte[(int) Math.max(1, Math.min(cap, Math.max(64, (long) zlib.length * 4)))];
            int n = 0;
            byte[] probe = new byte[1];
            while (!inf.finished()) {
                if (n == out.length) {
                    // Full: the stream may still end here (with no more output), else it holds more.
                    if (n >= cap) {
                        if (inf.inflate(probe) > 0) throw tooLarge(limit);
                        stalled(inf);
                        continue;
                    }
                    out = Arrays.copyOf(out, (int) Math.min(cap, (long) out.length * 2));
                }
                int got = inf.inflate(out, n, out.length - n);
                n += got;
                if (got == 0) stalled(inf);
            }
            if (inf.getRemaining() > 0) {
                throw new UnreadableDocumentException("the save is damaged: " + inf.getRemaining() + " unexpected bytes after its zlib stream");
            }
            return n == out.length ? out : Arrays.copyOf(out, n);
        } catch (DataFormatException e) {
            throw new UnreadableDocumentException("the save is damaged: its zlib stream is invalid (" + e.getMessage() + ")");
        } finally {
            inf.end();
        }
    }

    /** Inflation gave nothing: the reason, unless the stream just ended. */
    private static void stalled(Inflater inf) {
        if (inf.finished()) return;
        if (inf.needsDictionary()) throw new UnreadableDocumentException("the save is damaged: its zlib stream asks for a preset dictionary");
        if (inf.needsInput()) throw new UnreadableDocumentException("the save is truncated (its zlib stream ends early)");
    }

    private static InputTooLargeException tooLarge(long limit) {
        return InputTooLargeException.unpacked("the save inflates to more than the " + SizeLimit.describe(limit)
                + " limit (stopped there: a likely compression bomb)", limit);
    }

    /** True when the bytes start like an MZ save: a UTF-8 zlib header whose first output is JSON. */
    public static boolean looksLikeMz(byte[] file) {
        if (file.length < 4 || file[0] != 'x') return false;
        byte[] bin = binaryFromUtf8(file, 512, true);
        if (bin.length < 3) return false;
        int cmf = bin[0] & 0xFF, flg = bin[1] & 0xFF;
        if ((cmf & 0x0F) != 8 || ((cmf << 8) | flg) % 31 != 0 || (flg & 0x20) != 0) return false;
        Inflater inf = new Inflater();
        try {
            inf.setInput(bin);
            byte[] one = new byte[1];
            int got = inf.inflate(one);
            if (got == 0) return false;
            return JsonTexts.startsValue(one[0]);
        } catch (DataFormatException e) {
            return false;
        } finally {
            inf.end();
        }
    }

}
