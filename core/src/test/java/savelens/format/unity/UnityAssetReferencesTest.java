package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.ExternalReference;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.ValueKind;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;

class UnityAssetReferencesTest {
    private static final String SPHERE = "7bdd197471bad4a9a81e1638faad1ce8";

    private static int at(Document doc, String path) {
        return DocumentPath.parse(path).resolve(doc).value();
    }

    /** A project: Assets/Scenes/NAME, with .meta files for a prefab and a script (and a .meta with no guid). */
    private static Path project(Path tmp, String name) throws IOException {
        Path assets = tmp.resolve("Game/Assets");
        Files.createDirectories(assets.resolve("Scenes"));
        Files.createDirectories(assets.resolve("Prefabs/Props"));
        Files.createDirectories(assets.resolve("Scripts"));
        Files.writeString(assets.resolve("Prefabs/Props/Sphere.prefab.meta"), "fileFormatVersion: 2\nguid: " + SPHERE + "\nPrefabImporter:\n");
        Files.writeString(assets.resolve("Scripts/Mover.cs.meta"), "fileFormatVersion: 2\nguid: 5ac3b2d9cfe1e4b2f8e0e2a0a1b2c3d4\n");
        Files.writeString(assets.resolve("Scripts/Broken.cs.meta"), "fileFormatVersion: 2\n");
        Path scene = assets.resolve("Scenes").resolve(name);
        Files.write(scene, UnityFixtures.bytes(name));
        return scene;
    }

    @Test
    void guidsResolveThroughTheProjectsMetaFiles(@TempDir Path tmp) throws IOException {
        Path scene = project(tmp, "scene-2022.unity");
        Document doc = OpenFile.open(scene, ReadContext.of(scene)).document();
        ExternalReference script = doc.externalReference(at(doc, "#300.m_Script"));
        assertEquals("Assets/Scripts/Mover.cs", script.path());
        assertEquals("guid 5ac3b2d9cfe1e4b2f8e0e2a0a1b2c3d4, fileID 11500000, type 3 (Assets/Scripts/Mover.cs)", script.describe());
        assertEquals("Assets/Prefabs/Props/Sphere.prefab", doc.externalReference(at(doc, "#300.friend")).path());
        ExternalReference builtin = doc.externalReference(at(doc, "#2.m_SpotCookie"));
        assertNull(builtin.path(), "a built-in resource has no .meta");
        assertEquals("guid 0000000000000000e000000000000000, fileID 10001, type 0", builtin.target());
        UnityDocumentFacts facts = UnityDocumentFacts.of(doc);
        assertEquals(tmp.resolve("Game").toAbsolutePath().normalize(), facts.project());
        assertEquals("Assets/Scripts/Mover.cs", facts.assetPath("5ac3b2d9cfe1e4b2f8e0e2a0a1b2c3d4"));
    }

    @Test
    void anotherOpenOfTheProjectReadsOnlyTheMetaFilesThatChanged(@TempDir Path tmp) throws IOException {
        Path scene = project(tmp, "scene-2022.unity");
        Path game = AssetGuids.projectOf(scene);
        assertEquals(3, AssetGuids.index(game).metaFilesRead(), "the first walk reads every .meta");
        AssetGuids again = AssetGuids.index(game);
        assertEquals(0, again.metaFilesRead(), "unchanged .meta files are not read again");
        assertEquals("Assets/Scripts/Mover.cs", again.path("5ac3b2d9cfe1e4b2f8e0e2a0a1b2c3d4"));
        Path mover = game.resolve("Assets/Scripts/Mover.cs.meta");
        Files.writeString(mover, "fileFormatVersion: 2\nguid: 00000000000000000000000000000abc\n");
        Files.setLastModifiedTime(mover, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(mover).toMillis() + 5000));
        Files.writeString(game.resolve("Assets/Scripts/Jumper.cs.meta"), "fileFormatVersion: 2\nguid: 00000000000000000000000000000def\n");
        AssetGuids changed = AssetGuids.index(game);
        assertEquals(2, changed.metaFilesRead(), "the changed .meta and the new one");
        assertEquals("Assets/Scripts/Mover.cs", changed.path("00000000000000000000000000000abc"));
        assertNull(changed.path("5ac3b2d9cfe1e4b2f8e0e2a0a1b2c3d4"), "the old guid is gone");
        assertEquals("Assets/Scripts/Jumper.cs", changed.path("00000000000000000000000000000def"));
        Files.delete(game.resolve("Assets/Scripts/Jumper.cs.meta"));
        assertNull(AssetGuids.index(game).path("00000000000000000000000000000def"), "a deleted .meta is forgotten");
    }

    @Test
    void theGuidIndexIsReadOncePerOpenFile(@TempDir Path tmp) throws IOException {
        Path scene = project(tmp, "scene-2022.unity");
        OpenFile open = OpenFile.open(scene, ReadContext.of(scene));
        Document first = open.document();
        Files.delete(tmp.resolve("Game/Assets/Scripts/Mover.cs.meta"));
        Document again = first.syntax().reread(first.text()); // as an edit reads the document again
        assertEquals("Assets/Scripts/Mover.cs", again.externalReference(at(again, "#300.m_Script")).path());
        assertSame(UnityDocumentFacts.of(first).project(), UnityDocumentFacts.of(again).project());
        Document reopened = OpenFile.open(scene, ReadContext.of(scene)).document();
        assertNull(reopened.externalReference(at(reopened, "#300.m_Script")).path(), "a new open reads the project again");
    }

    @Test
    void aFileOutsideAProjectKeepsItsGuidsUnresolved(@TempDir Path tmp) throws IOException {
        Path scene = tmp.resolve("loose.unity");
        Files.write(scene, UnityFixtures.bytes("scene-2022.unity"));
        Document doc = OpenFile.open(scene, ReadContext.of(scene)).document();
        assertNull(doc.externalReference(at(doc, "#300.m_Script")).path());
        assertNull(UnityDocumentFacts.of(doc).project());
    }

    @Test
    void prefabInstancesOfTheNewerKind(@TempDir Path tmp) throws IOException {
        Path scene = project(tmp, "scene-2022.unity");
        Document doc = OpenFile.open(scene, ReadContext.of(scene)).document();
        UnityDocumentFacts facts = UnityDocumentFacts.of(doc);
        List<PrefabInstanceFacts> instances = facts.prefabInstances();
        assertEquals(1, instances.size());
        PrefabInstanceFacts sphere = instances.get(0);
        assertEquals(doc.nodeById(500), sphere.node());
        assertEquals(SPHERE, sphere.sourceGuid());
        assertEquals("Assets/Prefabs/Props/Sphere.prefab", sphere.sourcePath());
        assertEquals(ValueKind.NULL, doc.kind(sphere.transformParent()), "placed at the top of the scene");
        assertEquals(1, sphere.modifications().size());
        PrefabInstanceFacts.Modification name = sphere.modifications().get(0);
        assertEquals("m_Name", name.propertyPath());
        assertEquals("Sphere", name.value());
        assertEquals(SPHERE, facts.guid(name.target()));
        assertEquals(List.of(doc.nodeById(401)), facts.strippedNodes());
        int link = facts.instanceLink(doc.nodeById(401));
        assertEquals(NodeId.of(500), doc.referencedNodeId(link));
        assertEquals(8139876412575602145L, facts.fileId(facts.sourceObject(doc.nodeById(401))));
        assertEquals(-1, facts.instanceLink(doc.nodeById(100)), "{fileID: 0} names no instance");
    }

    @Test
    void prefabInstancesOfTheOlderKind() {
        Document doc = UnityFixtures.open("scene-2017.unity");
        UnityDocumentFacts facts = UnityDocumentFacts.of(doc);
        List<PrefabInstanceFacts> instances = facts.prefabInstances();
        assertEquals(1, instances.size());
        PrefabInstanceFacts rock = instances.get(0);
        assertEquals(doc.nodeById(40), rock.node());
        assertEquals("abcdefabcdefabcdefabcdefabcdefab", rock.sourceGuid());
        assertNull(rock.sourcePath());
        assertEquals("m_LocalPosition.x", rock.modifications().get(0).propertyPath());
        assertEquals(NodeId.of(40), doc.referencedNodeId(facts.instanceLink(doc.nodeById(30))));
        assertEquals(100000L, facts.fileId(facts.sourceObject(doc.nodeById(30))));
    }

    @Test
    void aPrefabAssetsOwnPrefabRecordIsNoInstance() {
        Document doc = UnityFixtures.read("""
                %YAML 1.1
                %TAG !u! tag:unity3d.com,2011:
                --- !u!1001 &100100000
                Prefab:
                  m_ParentPrefab: {fileID: 0}
                  m_RootGameObject: {fileID: 1}
                  m_IsPrefabParent: 1
                --- !u!1 &1
                GameObject:
                  m_PrefabInternal: {fileID: 100100000}
                  m_Name: Bee
                """);
        assertEquals(List.of(), UnityDocumentFacts.of(doc).prefabInstances());
    }
}
