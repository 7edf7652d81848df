package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SizeLimitTest {
    @Test
    void bytesOrASuffixInEitherCase() {
        assertEquals(1, SizeLimit.parse("1").bytes());
        assertEquals(1_048_576, SizeLimit.parse("1048576").bytes());
        assertEquals(1024, SizeLimit.parse("1K").bytes());
        assertEquals(5120, SizeLimit.parse("5k").bytes());
        assertEquals(16L << 20, SizeLimit.parse("16M").bytes());
        assertEquals(16L << 20, SizeLimit.parse("16m").bytes());
        assertEquals(1L << 30, SizeLimit.parse("1g").bytes());
        assertEquals(2L << 30, SizeLimit.parse("2G").bytes());
        assertEquals(4L << 30, SizeLimit.parse("4G").bytes(), "4G is the largest (a helio document's)");
        assertEquals(SizeLimit.LARGEST, SizeLimit.parse("4294967296"));
    }

    @Test
    void anythingElseIsNoLimit() {
        for (String bad : new String[] {"", "0", "0K", "-1", "+1", "1.5M", "1KB", "1 K", " 1", "1T", "M", "4097M", "5G",
                "4294967297", "99999999999999999999", "0x10", "1e6"}) {
            assertNull(SizeLimit.parse(bad), bad);
        }
    }

    @Test
    void sizesAreSaidInBinaryUnits() {
        assertEquals("1 byte", SizeLimit.describe(1));
        assertEquals("1023 bytes", SizeLimit.describe(1023));
        assertEquals("1 KiB", SizeLimit.describe(1024));
        assertEquals("1.5 KiB", SizeLimit.describe(1536));
        assertEquals("16 MiB", SizeLimit.describe(16L << 20));
        assertEquals("1 GiB", SizeLimit.DEFAULT.toString());
        assertEquals("5.5 GiB", SizeLimit.describe(11L << 29));
    }

    @Test
    void aFileJustOverTheLimitIsNotSaidToBeTheLimit() {
        String justOver = InputTooLargeException.file(4_297_733_922L, SizeLimit.LARGEST).getMessage();
        assertTrue(justOver.startsWith("the file is 4,297,733,922 bytes, over the 4 GiB limit"), justOver);
        String oneOver = InputTooLargeException.file((1L << 30) + 1, SizeLimit.DEFAULT).getMessage();
        assertEquals("the file is 1,073,741,825 bytes, over the 1 GiB limit", oneOver);
        String wellOver = InputTooLargeException.file(3L << 29, SizeLimit.DEFAULT).getMessage();
        assertEquals("the file is 1.5 GiB, over the 1 GiB limit", wellOver);
    }
}
