package savelens.scene;

import java.util.List;
import savelens.document.NodeId;

/**
 * Where an object placed by a prefab instance comes from: the instance's node ({@code -1} when the file has
 * none), the source prefab as far as it is known (an asset path, or its guid when no {@code .meta} names it),
 * and the instance's modifications, one line each ({@code m_Name = "Door" on Transform &4 of the prefab}).
 * For Godot the source is the scene a node instances ({@code ofScene}): Godot has no prefabs, so output says
 * "instance of" where Unity's says "from prefab".
 */
public record PrefabSource(int instanceNode, NodeId instanceId, String source, List<String> modifications, boolean ofScene) {
    public PrefabSource {
        modifications = List.copyOf(modifications);
    }

    /** How output introduces the source, in the engine's words: {@code from prefab} (Unity) or {@code instance of} (Godot). */
    public String introduction() { return ofScene ? "instance of" : "from prefab"; }
}
