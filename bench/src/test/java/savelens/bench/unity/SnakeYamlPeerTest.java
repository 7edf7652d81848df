package savelens.bench.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import savelens.format.unity.UnitySceneGenerator;

class SnakeYamlPeerTest {
    private static final String HEADER = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n";

    @Test
    void theDirectiveIsRepeatedBeforeEveryLaterDocumentAndStrippedIsDropped() {
        String unity = HEADER
                + "--- !u!1 &100\nGameObject:\n  m_Name: A\n"
                + "--- !u!4 &-200 stripped\nTransform:\n  m_PrefabInstance: {fileID: 300}\n"
                + "--- !u!1001 &300\nPrefabInstance:\n  m_Name: 'it''s'\n";
        String expected = HEADER
                + "--- !u!1 &100\nGameObject:\n  m_Name: A\n"
                + "...\n%TAG !u! tag:unity3d.com,2011:\n--- !u!4 &-200\nTransform:\n  m_PrefabInstance: {fileID: 300}\n"
                + "...\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1001 &300\nPrefabInstance:\n  m_Name: 'it''s'\n";
        assertEquals(expected, SnakeYamlPeer.normalise(unity.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aNormalisedFileLoadsOneMapPerDocumentWhateverItsClassTag() {
        String unity = HEADER
                + "--- !u!1 &100\nGameObject:\n  m_Name: \"H\\u00E9ros\"\n  m_IsActive: 0\n"
                + "--- !u!4 &-200 stripped\nTransform:\n  m_CorrespondingSourceObject: {fileID: 4000, guid: abc, type: 3}\n";
        List<Object> docs = SnakeYamlPeer.load(unity.getBytes(StandardCharsets.UTF_8));
        assertEquals(2, docs.size());
        assertEquals("Héros", body(docs.get(0), "GameObject").get("m_Name"));
        assertEquals(0, body(docs.get(0), "GameObject").get("m_IsActive"));
        assertEquals(4000, map(body(docs.get(1), "Transform").get("m_CorrespondingSourceObject")).get("fileID"));
    }

    @Test
    void everyGeneratedObjectLoadsWithItsNameParentChildrenAndRootOrder() {
        UnitySceneGenerator scene = UnitySceneGenerator.of(400, 7);
        List<Object> docs = SnakeYamlPeer.load(scene.bytes());
        assertEquals(4 + 3 * scene.gameObjects() + 1, docs.size(), "settings, three documents per object, SceneRoots");

        Map<Long, Map<Object, Object>> gameObjects = new HashMap<>(), transforms = new HashMap<>(), behaviours = new HashMap<>();
        List<Object> roots = null;
        for (Object d : docs) {
            Map<Object, Object> doc = map(d);
            assertEquals(1, doc.size(), "a document is one top-level key");
            String type = (String) doc.keySet().iterator().next();
            Map<Object, Object> b = map(doc.get(type));
            switch (type) {
                // keyed by its first component, the transform (a document's own id is its anchor, which loading drops)
                case "GameObject" -> gameObjects.put(id(map(((List<?>) b.get("m_Component")).get(0)).get("component")), b);
                case "Transform" -> transforms.put(id(b.get("m_GameObject")), b);
                case "MonoBehaviour" -> behaviours.put(id(b.get("m_GameObject")), b);
                case "SceneRoots" -> roots = (List<Object>) b.get("m_Roots");
                default -> { }
            }
        }
        Set<Long> names = new HashSet<>();
        for (int i = 0; i < scene.gameObjects(); i++) {
            long go = scene.gameObjectId(i);
            Map<Object, Object> t = transforms.get(go), mb = behaviours.get(go);
            assertEquals(scene.name(i), String.valueOf(goBody(gameObjects, scene, i).get("m_Name")), "name of object " + i);
            assertEquals(scene.tag(i), goBody(gameObjects, scene, i).get("m_TagString"));
            assertEquals(scene.layer(i), goBody(gameObjects, scene, i).get("m_Layer"));
            assertEquals(scene.activeSelf(i) ? 1 : 0, goBody(gameObjects, scene, i).get("m_IsActive"));
            assertEquals(scene.parent(i) < 0 ? 0 : scene.transformId(scene.parent(i)), id(t.get("m_Father")));
            Object kids = t.get("m_Children");
            List<Long> children = new ArrayList<>();
            for (Object c : (List<?>) kids) children.add(id(c));
            List<Long> expected = new ArrayList<>();
            for (int c : scene.children(i)) expected.add(scene.transformId(c));
            assertEquals(expected, children);
            assertEquals(scene.scriptGuid(i), String.valueOf(map(mb.get("m_Script")).get("guid")));
            assertEquals("", String.valueOf(mb.get("m_Name")).replace("null", ""), "the empty plain m_Name");
            assertTrue(scene.depth(i) <= UnitySceneGenerator.MAX_DEPTH);
            names.add(go);
        }
        assertEquals(scene.gameObjects(), names.size(), "file ids are distinct");
        List<Long> rootIds = new ArrayList<>();
        for (Object r : roots) rootIds.add(id(r));
        List<Long> expectedRoots = new ArrayList<>();
        for (int r : scene.roots()) expectedRoots.add(scene.transformId(r));
        assertEquals(expectedRoots, rootIds);
    }

    @Test
    void theGeneratedSceneHasNestingNegativeIdsAndEveryScalarStyle() {
        UnitySceneGenerator scene = UnitySceneGenerator.of(2000, UnitySceneGenerator.DEFAULT_SEED);
        String text = new String(scene.bytes(), StandardCharsets.UTF_8);
        int deepest = 0;
        for (int i = 0; i < scene.gameObjects(); i++) deepest = Math.max(deepest, scene.depth(i));
        assertEquals(UnitySceneGenerator.MAX_DEPTH, deepest);
        assertTrue(text.contains("--- !u!1 &-"), "a negative file id");
        assertTrue(text.contains("  m_Name: '"), "single-quoted");
        assertTrue(text.contains("  m_Name: \"") || text.contains("  displayName: \""), "double-quoted");
        assertTrue(text.contains("\n    "), "text or a flow mapping folded over lines");
        assertTrue(text.contains("  m_Name: \n"), "the empty plain scalar");
        assertTrue(text.contains("guid: "), "external references");
    }

    private static Map<Object, Object> goBody(Map<Long, Map<Object, Object>> gameObjects, UnitySceneGenerator scene, int i) {
        Map<Object, Object> b = gameObjects.get(scene.transformId(i));
        if (b == null) throw new AssertionError("no game object lists transform " + scene.transformId(i));
        return b;
    }

    private static Map<Object, Object> body(Object doc, String type) {
        return map(map(doc).get(type));
    }

    @SuppressWarnings("unchecked")
    private static Map<Object, Object> map(Object o) {
        return (Map<Object, Object>) o;
    }

    private static long id(Object reference) {
        Object n = map(reference).get("fileID");
        return n instanceof BigInteger b ? b.longValue() : ((Number) n).longValue();
    }
}
