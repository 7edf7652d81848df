package savelens.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import savelens.fixtures.SceneGenerator;
import savelens.format.godot.GodotSceneGenerator;
import savelens.format.unity.UnitySceneGenerator;
import savelens.format.unity.UnityYamlIndex;
import savelens.json.JsonIndex;

/**
 * The kind of generated scene {@code bench/run --matrix --format F} measures: a helio JSON scene (the default), a Unity
 * YAML scene or a Godot 4 text scene, each sized so that the document has about the size's nodes; with what the
 * commands are asked of it (the tag {@code find-tag} looks for, the each-node query) and the text its index reads again.
 */
enum MatrixFormat {
    HELIO("json", "Enemy", "$[?@.hp < 10]", "\"hp\":"),
    /** Three nodes a game object: the GameObject, its Transform and a MonoBehaviour. */
    UNITY("unity", "Enemy", "$[?@.hitPoints < 10]", "hitPoints: "),
    /** About 1.1 nodes a scene node: the [node] sections and a shape sub-resource for one in ten. */
    GODOT("tscn", GodotSceneGenerator.ENEMY_GROUP, "$[?@.hp < 10]", "hp = ");

    final String extension;
    final String tag;
    final String query;
    /** Where the other side of a diff differs: the digit after the last of these is changed. */
    private final String editedKey;

    MatrixFormat(String extension, String tag, String query, String editedKey) {
        this.extension = extension;
        this.tag = tag;
        this.query = query;
        this.editedKey = editedKey;
    }

    static MatrixFormat of(String name) {
        return valueOf(name.trim().toUpperCase(Locale.ROOT));
    }

    /** Bytes of text the format's index has read again so far (Godot keeps every value: none). */
    long rescannedBytes() {
        return switch (this) {
            case HELIO -> JsonIndex.rescannedBytes();
            case UNITY -> UnityYamlIndex.rescannedBytes();
            case GODOT -> 0;
        };
    }

    /** The file name's stem: helio keeps the names its files always had. */
    String stem(int size) {
        return "matrix-" + (this == HELIO ? "" : name().toLowerCase(Locale.ROOT) + "-") + BenchRunner.label(size);
    }

    /** Writes a scene of about {@code size} nodes. */
    void write(int size, Path file) throws IOException {
        switch (this) {
            case HELIO -> GenerateScene.write(size, SceneGenerator.DEFAULT_SEED, false, file);
            case UNITY -> {
                try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
                    UnitySceneGenerator.of(Math.max(1, size / 3), UnitySceneGenerator.DEFAULT_SEED).write(os);
                }
            }
            case GODOT -> {
                try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
                    GodotSceneGenerator.of(Math.max(1, (int) (size / 1.1)), GodotSceneGenerator.DEFAULT_SEED).write(os);
                }
            }
        }
    }

    /** A copy of the text with one number near its end changed. */
    byte[] edited(byte[] text) {
        String s = new String(text, StandardCharsets.ISO_8859_1); // byte for byte
        int at = s.lastIndexOf(editedKey) + editedKey.length();
        byte[] out = text.clone();
        out[at] = (byte) (out[at] == '9' ? '8' : out[at] + 1);
        return out;
    }
}
