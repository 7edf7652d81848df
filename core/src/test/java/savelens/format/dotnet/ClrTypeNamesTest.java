package savelens.format.dotnet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ClrTypeNamesTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Game.Hero, Assembly-CSharp | Hero",
            "Game.Guild, Assembly-CSharp, Version=1.0.0.0, Culture=neutral, PublicKeyToken=null | Guild",
            "System.Collections.Generic.List`1[[Game.Hero, Assembly-CSharp]], mscorlib | List<Hero>",
            "System.Collections.Generic.List`1[[System.Collections.Generic.List`1[[System.Int32, mscorlib]], mscorlib]], mscorlib | List<List<int>>",
            "System.Collections.Generic.Dictionary`2[[System.String, mscorlib],[Game.Item, Game, Version=2.0.0.0]], mscorlib | Dictionary<string, Item>",
            "Game.Hero[], Assembly-CSharp | Hero[]",
            "System.Int32[,], mscorlib | int[,]",
            "Game.Map+Tile, Assembly-CSharp | Map.Tile",
            "System.Collections.Generic.List`1[[Game.Map+Tile[], Game]], System.Private.CoreLib | List<Map.Tile[]>",
            "Hero, Game | Hero",
    })
    void anAssemblyQualifiedNameReadsAsCSharpWritesIt(String written, String shown) {
        assertEquals(shown, ClrTypeNames.shortName(written));
    }

    @ParameterizedTest
    @ValueSource(strings = {"GameObject", "Game.Hero", "Array", "a, ", "List`1[[Game.Hero, Game]]", "x[[y]], z",
            "List`1[[Game.Hero, Game]], mscorlib trailing]", "two words, Game", ", Game", "List`[[A, B]], C"})
    void anythingElseComesBackAsWritten(String written) {
        assertEquals(written, ClrTypeNames.shortName(written));
    }

    @Test
    void noTypeStaysNone() {
        assertEquals(null, ClrTypeNames.shortName(null));
    }
}
