package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.document.Document;

/** The scanner reads every fixture as SnakeYAML Engine does: the same keys, scalars and nesting. */
class UnityYamlAgainstSnakeYamlTest {
    @ParameterizedTest
    @ValueSource(strings = {"scene-2022.unity", "scene-2017.unity"})
    void readsWhatAYamlLibraryReads(String name) {
        Document doc = UnityFixtures.open(name);
        assertEquals(YamlTokens.snakeYaml(new String(UnityFixtures.bytes(name), StandardCharsets.UTF_8)), YamlTokens.index(doc));
    }
}
