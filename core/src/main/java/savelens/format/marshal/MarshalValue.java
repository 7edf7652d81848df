package savelens.format.marshal;

import java.util.List;

/**
 * One value of a Marshal stream as it is written: links stay links and wrappers ({@code I e C}) stay wrappers, so
 * {@link MarshalWriter} writes back what {@link MarshalReader} read. Byte arrays are owned by the value (not copied).
 */
public sealed interface MarshalValue {
    /** A key and its value: an instance variable ({@code @gold}), a struct member, or a hash entry. */
    record Pair(MarshalValue key, MarshalValue value) {}

    record Nil() implements MarshalValue {}

    record True() implements MarshalValue {}

    record False() implements MarshalValue {}

    /** {@code i}: an integer in one of the 1–5 byte forms. */
    record Fixnum(long value) implements MarshalValue {}

    /** {@code l}: sign {@code '+'} or {@code '-'} and the magnitude little-endian, an even number of bytes as written. */
    record Bignum(byte sign, byte[] magnitude) implements MarshalValue {}

    /** {@code f}: the text as written ({@code 1.5}, {@code inf}, {@code -inf}, {@code nan}, maybe NUL and mantissa bytes after). */
    record MFloat(byte[] text) implements MarshalValue {}

    /** {@code "}: the raw bytes; its encoding, if any, is in an enclosing {@link Ivars}. */
    record MString(byte[] bytes) implements MarshalValue {}

    /** {@code :}: a symbol written in full; it takes the next slot of its stream's symbol table. */
    record Symbol(byte[] name) implements MarshalValue {}

    /** {@code ;}: a symbol written before in this stream, by its symbol-table index. */
    record SymbolLink(int index) implements MarshalValue {}

    /** {@code @}: a value written before in this stream (or being written: a cycle), by its object-table index. */
    record ObjectLink(int index) implements MarshalValue {}

    /** {@code I}: a value followed by instance variables (a string's {@code :E} or {@code :encoding}). */
    record Ivars(MarshalValue inner, List<Pair> ivars) implements MarshalValue {}

    /** {@code e}: an object extended by a module. */
    record Extended(MarshalValue module, MarshalValue inner) implements MarshalValue {}

    /** {@code C}: a string, array, hash or regexp of a subclass. */
    record UserClass(MarshalValue className, MarshalValue inner) implements MarshalValue {}

    record MArray(List<MarshalValue> elements) implements MarshalValue {}

    /** {@code {} or {@code }} (with a default, {@code defaultValue} not null). */
    record MHash(List<Pair> entries, MarshalValue defaultValue) implements MarshalValue {}

    /** {@code o}: an object of a class with its instance variables. */
    record MObject(MarshalValue className, List<Pair> ivars) implements MarshalValue {}

    /** {@code S}: a struct and its members. */
    record MStruct(MarshalValue className, List<Pair> members) implements MarshalValue {}

    /** {@code u}: {@code _dump} bytes of a class ({@code Table}, {@code Color}, {@code Tone} in RGSS). */
    record UserDef(MarshalValue className, byte[] data) implements MarshalValue {}

    /** {@code U}: a class and the value its {@code marshal_dump} returned. */
    record UserMarshal(MarshalValue className, MarshalValue data) implements MarshalValue {}

    /** {@code d}: a data object and the value its {@code _dump_data} returned. */
    record DataObject(MarshalValue className, MarshalValue data) implements MarshalValue {}

    /** {@code c} class, {@code m} module, {@code M} old-style module reference by name. */
    record ClassRef(byte code, byte[] name) implements MarshalValue {}

    /** {@code /}: a regular expression's source and options byte. */
    record Regexp(byte[] source, int options) implements MarshalValue {}

    /** Whether the value takes a slot in its stream's object table (everything but immediates, symbols, links and wrappers). */
    static boolean takesObjectSlot(MarshalValue v) {
        return !(v instanceof Nil || v instanceof True || v instanceof False || v instanceof Fixnum || v instanceof Symbol
                || v instanceof SymbolLink || v instanceof ObjectLink || v instanceof Ivars || v instanceof Extended
                || v instanceof UserClass);
    }
}
