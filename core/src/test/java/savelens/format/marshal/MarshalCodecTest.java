package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import savelens.format.marshal.MarshalValue.*;

/** Every type code, as Ruby 3.1's {@code Marshal.dump} writes it, reads and writes back byte for byte. */
class MarshalCodecTest {
    private static byte[] hex(String h) { return HexFormat.of().parseHex(h); }

    private static MarshalValue root(String h) { return MarshalFile.read(hex(h)).streams().get(0).root(); }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "nil, 040830", "true, 040854", "false, 040846",
            "0, 04086900", "1, 04086906", "122, 0408697f", "123, 040869017b", "-1, 040869fa", "-123, 04086980",
            "-124, 040869ff84", "256, 040869020001", "65536, 04086903000001", "2^30-1, 04086904ffffff3f",
            "2^31-1 Bignum, 04086c2b07ffffff7f", "-2^31 Bignum, 04086c2d0700000080", "2^40, 04086c2b08000000000001",
            "-2^64, 04086c2d0a00000000000000000100", "1.5, 04086608312e35", "inf, 04086608696e66", "-inf, 040866092d696e66",
            "nan, 040866086e616e", "UTF-8 string, 040849220868c3a9063a064554", "binary string, 04082206ff", ":abc, 04083a08616263",
            "array with symlink, 04085b083a06613b0049220678063a064554", "hash with default, 04087d0669066907690a",
            "struct, 0408533a0653073a066169063a066249220673063a064554", "marshal_dump U, 0408553a0755315b066906",
            "extended e, 040849653a074d31220678063a064554", "user class C, 040849433a0953747232220671063a064554",
            "class c, 0408630b537472696e67", "module m, 04086d0b4b65726e656c", "regexp, 0408492f0861622b01063a064546",
            "object link, 04085b0749220673063a0645544006", "cycle, 04085b064000", "old module M, 04084d064b",
            "object o, 04086f3a0b4f626a656374063a0740786906", "_dump u, 0408753a0a5461626c650961626364",
            "Ruby 1.8 float with NUL and mantissa, 0408660e302e3100999999999a",
            "hash, 04087b0669066907", "data d, 0408643a0644690a"})
    void readsAndWritesBackExactly(String what, String h) {
        MarshalFile file = MarshalFile.read(hex(h));
        assertEquals(1, file.streams().size(), what);
        assertArrayEquals(hex(h), file.rewrite(), what);
    }

    @Test
    void integersDecodeFromEveryForm() {
        assertEquals(0, ((Fixnum) root("04086900")).value());
        assertEquals(-124, ((Fixnum) root("040869ff84")).value());
        assertEquals(65536, ((Fixnum) root("04086903000001")).value());
        assertEquals((1 << 30) - 1, ((Fixnum) root("04086904ffffff3f")).value());
        assertEquals(0, ((Fixnum) root("04086905")).value(), "5 is a one-byte form of 0 Ruby reads but never writes");
        assertEquals(-1, ((Fixnum) root("040869ffff")).value());
        Bignum big = (Bignum) root("04086c2d0a00000000000000000100");
        assertEquals('-', big.sign());
        assertEquals(10, big.magnitude().length);
        assertEquals(MarshalEdit.integer(BigInteger.ONE.shiftLeft(40)).toString().length() > 0, true);
        assertArrayEquals(hex("000000000001"), ((Bignum) MarshalEdit.integer(BigInteger.ONE.shiftLeft(40))).magnitude());
        assertArrayEquals(hex("00000040"), ((Bignum) MarshalEdit.integer(BigInteger.ONE.shiftLeft(30))).magnitude());
    }

    @Test
    void objectAndSymbolTablesCountAsRubyDoes() {
        // [ "s" (I ... :E true), @1 ]: the array is slot 0, the string slot 1
        MarshalStream s = MarshalFile.read(hex("04085b0749220673063a0645544006")).streams().get(0);
        assertEquals(2, s.objects().size());
        assertInstanceOf(MString.class, s.values().get(s.objects().get(1)).value());
        assertEquals(1, s.symbols().size());
        assertEquals("E", s.symbolText(new SymbolLink(0)));
    }

    @Test
    void anIvarWrappedUserDefTakesItsSlotAfterItsIvars() {
        // [ Iu:Table "ab" {:E => "x"}, @1, @2 ]: the ivar's string "x" is slot 1, the Table slot 2
        byte[] b = hex("04085b08" + "49753a0a5461626c650761620" + "6" + "3a06452206" + "78" + "4006" + "4007");
        MarshalStream s = MarshalFile.read(b).streams().get(0);
        assertInstanceOf(MString.class, s.values().get(s.objects().get(1)).value());
        assertInstanceOf(UserDef.class, s.values().get(s.objects().get(2)).value());
        assertArrayEquals(b, MarshalFile.read(b).rewrite());
    }

    @Test
    void streamsBackToBackKeepTheirOwnTables() {
        byte[] b = hex("04083a0661" + "04085b073a06613b00");
        MarshalFile f = MarshalFile.read(b);
        assertEquals(2, f.streams().size());
        assertEquals(1, f.streams().get(1).symbols().size());
        assertEquals(5, f.streams().get(1).start());
        assertArrayEquals(b, f.rewrite());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "empty, '', 0, empty file",
            "wrong version, 0409, 0, not Marshal 4.8",
            "truncated string, 0408220a6162, 4, does not fit",
            "lying array length, 04085b04ffffff7f, 8, does not fit",
            "unlinked object, 04085b064007, 4, names no value",
            "unlinked symbol, 04083b00, 2, names no symbol",
            "unknown type, 04087a, 2, unknown type byte 0x7a",
            "class name not a symbol, 04086f6900, 3, expected a symbol",
            "negative length, 040822fa, 3, is negative",
            "garbage after a stream, 0408300102, 3, not Marshal 4.8",
            "bad bignum sign, 04086c3f0600, 3, sign"})
    void badInputIsRefusedWithItsOffset(String what, String h, long offset, String says) {
        MarshalFormatException e = assertThrows(MarshalFormatException.class, () -> MarshalFile.read(hex(h)), what);
        assertEquals(offset, e.offset(), what + ": " + e.getMessage());
        assertEquals(true, e.getMessage().contains(says), e.getMessage());
    }

    @Test
    void deepNestingIsRefusedNotAStackOverflow() {
        byte[] b = new byte[2 + 2 * 100_000];
        b[0] = 4;
        b[1] = 8;
        for (int k = 2; k < b.length; k += 2) { b[k] = '['; b[k + 1] = 6; }
        MarshalFormatException e = assertThrows(MarshalFormatException.class, () -> MarshalFile.read(b));
        assertEquals(true, e.getMessage().contains("nested deeper"), e.getMessage());
    }

    @Test
    void rgssViewsDecodeTablesAndColors() {
        var t = RgssViews.table(RgssViews.tableBytes(2, 3, 2, 1, new short[] {1, 2, 3, 4, 5, -6}));
        assertEquals(3, t.xSize());
        assertEquals(-6, t.get(2, 1, 0));
        assertEquals(new RgssViews.Four(-17, -17, 0, 68), RgssViews.four(RgssViews.fourBytes(-17, -17, 0, 68)));
        assertThrows(MarshalFormatException.class, () -> RgssViews.table(new byte[19]));
    }

    @Test
    void textShowsAndReadsBackStringsAndSymbols() {
        byte[] odd = {'a', (byte) 0xff, '"', '\n', (byte) 0xc3, (byte) 0xa9};
        assertEquals("\"a\\xFF\\\"\\né\"", MarshalText.string(odd));
        assertArrayEquals(odd, MarshalText.parse(MarshalText.string(odd)).bytes());
        assertEquals(":gold", MarshalText.symbol("gold".getBytes()));
        assertEquals(":\"a b\"", MarshalText.symbol("a b".getBytes()));
        assertArrayEquals("a b".getBytes(), MarshalText.parse(":\"a b\"").bytes());
        assertEquals(MarshalText.Scalar.Kind.FLOAT, MarshalText.parse("-inf").kind());
        assertEquals(List.of(), List.of());
    }
}
