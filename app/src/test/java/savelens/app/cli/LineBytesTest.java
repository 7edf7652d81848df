package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import savelens.json.JsonText;
import savelens.json.VisibleText;

/** Lines written as bytes are the bytes a UTF-8 print stream writes for the same text. */
class LineBytesTest {
    /** Characters a name may hold: printable ASCII, a backslash, controls, Latin-1, CJK, format characters, surrogates. */
    private static final char[] SOME = {'a', 'Z', '0', ' ', '~', '\\', '"', '\t', '\n', '\u0000', '\u007f', '\u0080', 'é', 'ß', '勇',
            '\u200b', '\u202e', '\ufeff', '\u2028', '\ud83d', '\ude00', '\uffff', '€'};

    private static String randomText(SplittableRandom rnd) {
        StringBuilder s = new StringBuilder();
        int n = rnd.nextInt(12);
        for (int i = 0; i < n; i++) s.append(rnd.nextInt(3) == 0 ? SOME[rnd.nextInt(SOME.length)] : (char) (' ' + rnd.nextInt(95)));
        return s.toString();
    }

    @Test void shownTextAndNumbersAreTheBytesAPrintStreamWrites() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            String s = randomText(rnd);
            long number = switch (rnd.nextInt(4)) {
                case 0 -> rnd.nextInt(100);
                case 1 -> rnd.nextLong();
                case 2 -> rnd.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE;
                default -> -rnd.nextInt(1000);
            };
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            PrintStream p = new PrintStream(printed, false, StandardCharsets.UTF_8);
            p.print(VisibleText.show(s) + "|" + s + "|" + number + "\n");
            p.flush();
            ByteArrayOutputStream written = new ByteArrayOutputStream();
            LineBytes b = new LineBytes(written, 4);
            b.shown(s).append('|').text(s).append('|').number(number).bytes(new byte[] {'\n'});
            b.flush();
            assertArrayEquals(printed.toByteArray(), written.toByteArray(), () -> "for " + s.codePoints().mapToObj(Integer::toHexString).toList());
        }
    }

    @Test void quotedTextIsTheBytesOfJsonTextQuote() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int i = 0; i < 20_000; i++) {
            String s = randomText(rnd);
            String quoted = JsonText.quote(s);
            ByteArrayOutputStream written = new ByteArrayOutputStream();
            LineBytes b = new LineBytes(written, 4);
            b.quoted(s).append('|').quotedInside(s).append('|').quotedInside(s + "/" + s);
            b.flush();
            String joined = JsonText.quote(s + "/" + s);
            String expected = quoted + "|" + quoted.substring(1, quoted.length() - 1) + "|" + joined.substring(1, joined.length() - 1);
            assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), written.toByteArray(), () -> "for " + s.codePoints().mapToObj(Integer::toHexString).toList());
        }
    }

    @Test void numbersAtEachCountOfDigitsAreLongToString() {
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        LineBytes b = new LineBytes(written, 4);
        StringBuilder expected = new StringBuilder();
        for (long p = 1; p > 0 && p <= Long.MAX_VALUE / 10; p *= 10) {
            for (long n : new long[] {p - 1, p, p + 1, 2 * p, 10 * p - 1, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, -p}) {
                b.number(n).append(' ');
                expected.append(n).append(' ');
            }
        }
        b.number(Long.MAX_VALUE).number(Long.MIN_VALUE);
        expected.append(Long.MAX_VALUE).append(Long.MIN_VALUE);
        b.flush();
        assertEquals(expected.toString(), written.toString(StandardCharsets.UTF_8));
    }

    @Test void aBufferTooSmallGrowsAndFlushWritesOnce() {
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        LineBytes b = new LineBytes(written, 2);
        b.text("a longer line than the buffer");
        assertEquals(29, b.size());
        assertEquals(0, written.size(), "nothing written before a flush");
        b.flush();
        b.flush();
        assertEquals("a longer line than the buffer", written.toString(StandardCharsets.UTF_8));
        assertEquals(0, b.size());
    }
}
