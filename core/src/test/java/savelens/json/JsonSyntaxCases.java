package savelens.json;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Hand-written JSON texts named as the JSONTestSuite names its cases: {@code y_} must be accepted,
 * {@code n_} must be refused (RFC 8259), {@code i_} may go either way but only as a syntax error.
 */
final class JsonSyntaxCases {
    private JsonSyntaxCases() {}

    static Map<String, byte[]> all() {
        Map<String, byte[]> c = new LinkedHashMap<>();
        text(c, "y_object_empty", "{}");
        text(c, "y_array_empty", "[]");
        text(c, "y_object_nested", "{\"a\":{\"b\":[1,{\"c\":null}]}}");
        text(c, "y_array_of_every_kind", "[1,\"two\",true,false,null,{},[]]");
        text(c, "y_string_every_short_escape", "[\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\"]");
        text(c, "y_string_unicode_escapes", "[\"\\u00e9\\u4E2D\"]");
        text(c, "y_string_escaped_surrogate_pair", "[\"\\ud83d\\udc09\"]");
        text(c, "y_string_escaped_control_characters", "[\"\\u0000\\u001f\"]");
        text(c, "y_string_raw_utf8", "[\"Ærø 灯台 🐉\"]");
        text(c, "y_string_empty", "[\"\"]");
        text(c, "y_object_empty_name", "{\"\":0}");
        text(c, "y_object_duplicate_names", "{\"a\":1,\"a\":2}");
        text(c, "y_number_zero", "[0]");
        text(c, "y_number_negative_zero", "[-0]");
        text(c, "y_number_fraction", "[12.75]");
        text(c, "y_number_exponents", "[1e2,1E+2,1e-2,-0.5E-3]");
        text(c, "y_number_17_digits", "[12345678901234567]");
        text(c, "y_number_30_digits", "[123456789012345678901234567890]");
        text(c, "y_lone_string", "\"alone\"");
        text(c, "y_lone_number", "42");
        text(c, "y_lone_true", "true");
        text(c, "y_lone_null", "null");
        text(c, "y_whitespace_around", " \t\r\n[ 1 , 2 ]\n ");
        text(c, "y_array_nested_100", "[".repeat(100) + "]".repeat(100));

        text(c, "n_no_data", "");
        text(c, "n_only_whitespace", "  \n ");
        text(c, "n_array_trailing_comma", "[1,]");
        text(c, "n_object_trailing_comma", "{\"a\":1,}");
        text(c, "n_array_missing_comma", "[1 2]");
        text(c, "n_object_missing_colon", "{\"a\" 1}");
        text(c, "n_object_missing_value", "{\"a\":}");
        text(c, "n_object_unquoted_name", "{a:1}");
        text(c, "n_object_single_quotes", "{'a':1}");
        text(c, "n_object_number_as_name", "{1:1}");
        text(c, "n_number_leading_zero", "[012]");
        text(c, "n_number_plus_sign", "[+1]");
        text(c, "n_number_starts_with_dot", "[.5]");
        text(c, "n_number_ends_with_dot", "[5.]");
        text(c, "n_number_empty_exponent", "[1e]");
        text(c, "n_number_minus_alone", "[-]");
        text(c, "n_number_nan", "[NaN]");
        text(c, "n_number_infinity", "[Infinity]");
        text(c, "n_number_hex", "[0x10]");
        text(c, "n_string_unknown_escape", "[\"\\x41\"]");
        text(c, "n_string_short_unicode_escape", "[\"\\u12\"]");
        text(c, "n_string_raw_tab", "[\"a\tb\"]");
        text(c, "n_string_raw_newline", "[\"a\nb\"]");
        text(c, "n_string_unclosed", "[\"abc");
        text(c, "n_array_unclosed", "[1,2");
        text(c, "n_object_unclosed", "{\"a\":1");
        text(c, "n_close_without_open", "]");
        text(c, "n_mismatched_close", "[}");
        text(c, "n_two_values", "[1][2]");
        text(c, "n_trailing_garbage", "{}x");
        text(c, "n_comment", "/* c */ []");
        text(c, "n_literal_capitalised", "[True]");
        text(c, "n_literal_cut", "[tru]");
        text(c, "n_array_100000_opened", "[".repeat(100_000));
        bytes(c, "n_bom_and_no_data", 0xEF, 0xBB, 0xBF);

        text(c, "i_number_huge_exponent", "[1e999]");
        text(c, "i_number_tiny_exponent", "[1e-999]");
        text(c, "i_string_lone_high_surrogate", "[\"\\ud800\"]");
        text(c, "i_string_lone_low_surrogate", "[\"\\udc00\"]");
        bytes(c, "i_string_invalid_utf8", '[', '"', 0xFF, '"', ']');
        bytes(c, "i_string_overlong_utf8", '[', '"', 0xC0, 0xAF, '"', ']');
        bytes(c, "i_bom_then_object", 0xEF, 0xBB, 0xBF, '{', '}');
        text(c, "i_array_nested_5000", "[".repeat(5000) + "]".repeat(5000));
        return c;
    }

    private static void text(Map<String, byte[]> cases, String name, String json) {
        cases.put(name, json.getBytes(StandardCharsets.UTF_8));
    }

    private static void bytes(Map<String, byte[]> cases, String name, int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) b[i] = (byte) values[i];
        cases.put(name, b);
    }
}
