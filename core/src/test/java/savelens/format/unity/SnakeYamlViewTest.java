package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The edit fixtures are YAML to SnakeYAML Engine once normalised, with the values their text says. */
class SnakeYamlViewTest {
    static byte[] fixture(String name) throws IOException {
        try (InputStream in = SnakeYamlViewTest.class.getResourceAsStream("/unity/edit/" + name)) {
            if (in == null) throw new IOException("no fixture " + name);
            return in.readAllBytes();
        }
    }

    @Test
    void theStylesFixtureReadsAsItsText() throws IOException {
        List<Object> docs = SnakeYamlView.load(fixture("styles.unity"));
        assertEquals(7, docs.size());
        Map<?, ?> behaviour = (Map<?, ?>) ((Map<?, ?>) docs.get(2)).get("MonoBehaviour");
        assertEquals("It's: quoted", behaviour.get("title"));
        assertEquals("Привет, world", behaviour.get("greeting"));
        assertEquals("UnityEngine.Events.UnityEvent, UnityEngine, Version=0.0.0.0, Culture=neutral, PublicKeyToken=null",
                behaviour.get("m_TypeName"));
        assertEquals("a long single-quoted text that Unity folds over two lines", behaviour.get("quotedFolded"));
        assertEquals(12.5, behaviour.get("score"));
        assertEquals(List.of(1, 2, 3), behaviour.get("weights"));
        assertEquals(Map.of("fileID", 0), ((Map<?, ?>) ((Map<?, ?>) docs.get(6)).get("Transform")).get("m_PrefabInstance"));
    }
}
