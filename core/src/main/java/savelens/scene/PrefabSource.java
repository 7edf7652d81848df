package savelens.scene;

import java.util.List;
import savelens.document.NodeId;

/**
 * Where an object placed by a prefab instance comes from: the instance's node ({@code -1} when the file has
 * none), the source prefab as far as it is known (an asset path, or its guid when no {@code .meta} names it),
 * and the instance's modifications, one line each ({@code m_Name = "Door" on Transform &4 of the prefab}).
 */
public record PrefabSource(int instanceNode, NodeId instanceId, String source, List<String> modifications) {
    public PrefabSource {
        modifications = List.copyOf(modifications);
    }
}
