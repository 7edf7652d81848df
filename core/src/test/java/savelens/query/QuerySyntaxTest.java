package savelens.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A bad query says where (the column) and what is wrong. */
class QuerySyntaxTest {
    private static QuerySyntaxException refused(String query) {
        return assertThrows(QuerySyntaxException.class, () -> Query.parseWithExtensions(query), query);
    }

    @Test
    void singleEqualsIsNamedWhereItStands() {
        QuerySyntaxException e = refused("$[?@.hp = 1]");
        assertEquals(8, e.position());
        assertEquals("column 9: = is no operator; compare with ==", e.getMessage());
    }

    @Test
    void nonSingularQueriesCannotBeCompared() {
        QuerySyntaxException e = refused("$[?@.a[*] == 1]");
        assertEquals(3, e.position());
        assertTrue(e.problem().contains("singular query"), e.problem());
    }

    @Test
    void functionTypesAreChecked() {
        assertTrue(refused("$[?length(@.a)]").problem().contains("gives a value, not a test"));
        assertTrue(refused("$[?match(@.a, 'x') == true]").problem().contains("cannot be compared"));
        assertTrue(refused("$[?count(1) > 0]").problem().contains("argument 1 of count()"));
        assertTrue(refused("$[?nope(@)]").problem().contains("unknown function nope()"));
        assertEquals("column 4: length() takes 1 argument, not 2", refused("$[?length(@, @)]").getMessage());
    }

    @Test
    void theExtensionsAreKnownOnlyWhereAsked() {
        Query.parseWithExtensions("$[?type(@) == 'Timer']");
        assertThrows(QuerySyntaxException.class, () -> Query.parse("$[?type(@) == 'Timer']"));
    }

    @Test
    void derefsQueryIsCheckedWhenTheQueryIsRead() {
        Query.parseWithExtensions("$[?deref(@.target, '$.name') == 'Bob']");
        assertTrue(refused("$[?deref(@.target, @.name) == 'Bob']").problem().contains("quoted singular query"));
        assertTrue(refused("$[?deref(@.target, '$..name') == 'Bob']").problem().contains("must be singular"));
        assertTrue(refused("$[?deref(@.target, '$.') == 'Bob']").problem().contains("after . comes a member name"));
    }

    @Test
    void stringsAndNumbers() {
        assertEquals("column 3: this string has no closing '", refused("$['ab").getMessage());
        assertTrue(refused("$[\"a\\'\"]").problem().contains("no escape in a double-quoted string"));
        assertTrue(refused("$[01]").problem().contains("leading zeros"));
        assertTrue(refused("$[-0]").problem().contains("-0"));
        assertTrue(refused("$[9007199254740992]").problem().contains("out of range"));
        assertTrue(refused("$['\\uDC00']").problem().contains("low surrogate"));
        assertTrue(refused(" $").problem().contains("whitespace before"));
        assertTrue(refused("$ ").problem().contains("whitespace at the end"));
        assertTrue(refused("$.a[").problem().contains("missing a selector"));
    }
}
