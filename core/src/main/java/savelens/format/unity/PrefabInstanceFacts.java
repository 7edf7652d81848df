package savelens.format.unity;

import java.util.List;

/**
 * A prefab placed in a file: a {@code PrefabInstance} document (Unity 2018.3 on) or an older {@code Prefab}
 * document that stands for an instance ({@code m_ParentPrefab} names its source). Values are value numbers of
 * the document, -1 where the document has none; the source is an asset, named by its guid and found at
 * {@code sourcePath} when its {@code .meta} was found (else null).
 *
 * @param node              the instance's node
 * @param source            the value naming the source prefab ({@code m_SourcePrefab} or {@code m_ParentPrefab})
 * @param sourceGuid        the source prefab's guid, or null
 * @param sourcePath        the source prefab's path in the project ({@code Assets/…}), or null when not found
 * @param transformParent   {@code m_Modification.m_TransformParent}: where the instance hangs ({@code {fileID: 0}}: at the top)
 * @param modifications     {@code m_Modification.m_Modifications}, in order
 */
public record PrefabInstanceFacts(int node, int source, String sourceGuid, String sourcePath, int transformParent,
                                  List<Modification> modifications) {
    /**
     * One overridden property: {@code target} (the source object, a reference with a guid), {@code propertyPath}
     * ({@code m_LocalPosition.x}), the new {@code value} as written, and {@code objectReference} (a value), -1 when absent.
     */
    public record Modification(int element, int target, String propertyPath, String value, int objectReference) {}
}
