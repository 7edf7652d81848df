package savelens.scene;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/** Unity YAML scenes written for the tests, in the layout Unity writes (two-space mappings, {@code - } sequences). */
final class UnityScenes {
    private UnityScenes() {}

    static final String HEADER = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n";

    /**
     * A 2022 scene: Root ⟶ Door (inactive) ⟶ Knob (Player); Root ⟶ a crate prefab instance (a stripped transform and
     * GameObject, a component added to it); a lamp with negative file ids (Player); a barrel instance at the top with
     * nothing of it in the file. {@code SceneRoots} lists Root, the lamp's transform and the barrel's instance.
     */
    static final String VILLAGE = HEADER + """
            --- !u!1 &100
            GameObject:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              serializedVersion: 6
              m_Component:
              - component: {fileID: 101}
              m_Layer: 0
              m_Name: Root
              m_TagString: Untagged
              m_Icon: {fileID: 0}
              m_NavMeshLayer: 0
              m_StaticEditorFlags: 0
              m_IsActive: 1
            --- !u!4 &101
            Transform:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              m_GameObject: {fileID: 100}
              serializedVersion: 2
              m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
              m_LocalPosition: {x: 0, y: 0, z: 0}
              m_LocalScale: {x: 1, y: 1, z: 1}
              m_ConstrainProportionsScale: 0
              m_Children:
              - {fileID: 201}
              - {fileID: 301}
              m_Father: {fileID: 0}
              m_LocalEulerAnglesHint: {x: 0, y: 0, z: 0}
            --- !u!1 &200
            GameObject:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              serializedVersion: 6
              m_Component:
              - component: {fileID: 201}
              m_Layer: 5
              m_Name: Door
              m_TagString: Untagged
              m_Icon: {fileID: 0}
              m_NavMeshLayer: 0
              m_StaticEditorFlags: 0
              m_IsActive: 0
            --- !u!4 &201
            Transform:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              m_GameObject: {fileID: 200}
              serializedVersion: 2
              m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
              m_LocalPosition: {x: 2, y: 0, z: 0}
              m_LocalScale: {x: 1, y: 1, z: 1}
              m_ConstrainProportionsScale: 0
              m_Children:
              - {fileID: 211}
              m_Father: {fileID: 101}
              m_LocalEulerAnglesHint: {x: 0, y: 0, z: 0}
            --- !u!1 &210
            GameObject:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              serializedVersion: 6
              m_Component:
              - component: {fileID: 211}
              - component: {fileID: 212}
              m_Layer: 5
              m_Name: Knob
              m_TagString: Player
              m_Icon: {fileID: 0}
              m_NavMeshLayer: 0
              m_StaticEditorFlags: 0
              m_IsActive: 1
            --- !u!4 &211
            Transform:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              m_GameObject: {fileID: 210}
              serializedVersion: 2
              m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
              m_LocalPosition: {x: 0, y: 1, z: 0}
              m_LocalScale: {x: 1, y: 1, z: 1}
              m_ConstrainProportionsScale: 0
              m_Children: []
              m_Father: {fileID: 201}
              m_LocalEulerAnglesHint: {x: 0, y: 0, z: 0}
            --- !u!114 &212
            MonoBehaviour:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              m_GameObject: {fileID: 210}
              m_Enabled: 1
              m_EditorHideFlags: 0
              m_Script: {fileID: 11500000, guid: 0c4f9b8a7d6e5f4a3b2c1d0e9f8a7b6c, type: 3}
              m_Name: 
              m_EditorClassIdentifier: 
              turns: 3
            --- !u!1001 &700
            PrefabInstance:
              m_ObjectHideFlags: 0
              serializedVersion: 2
              m_Modification:
                serializedVersion: 3
                m_TransformParent: {fileID: 101}
                m_Modifications:
                - target: {fileID: 1000, guid: 5d2a1c3b4e6f708192a3b4c5d6e7f809, type: 3}
                  propertyPath: m_Name
                  value: Crate (1)
                  objectReference: {fileID: 0}
                - target: {fileID: 1001, guid: 5d2a1c3b4e6f708192a3b4c5d6e7f809, type: 3}
                  propertyPath: m_LocalPosition.x
                  value: -1.5
                  objectReference: {fileID: 0}
                m_RemovedComponents: []
                m_RemovedGameObjects: []
                m_AddedGameObjects: []
                m_AddedComponents: []
              m_SourcePrefab: {fileID: 100100000, guid: 5d2a1c3b4e6f708192a3b4c5d6e7f809, type: 3}
            --- !u!4 &301 stripped
            Transform:
              m_CorrespondingSourceObject: {fileID: 1001, guid: 5d2a1c3b4e6f708192a3b4c5d6e7f809, type: 3}
              m_PrefabInstance: {fileID: 700}
              m_PrefabAsset: {fileID: 0}
            --- !u!1 &302 stripped
            GameObject:
              m_CorrespondingSourceObject: {fileID: 1000, guid: 5d2a1c3b4e6f708192a3b4c5d6e7f809, type: 3}
              m_PrefabInstance: {fileID: 700}
              m_PrefabAsset: {fileID: 0}
            --- !u!114 &303
            MonoBehaviour:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              m_GameObject: {fileID: 302}
              m_Enabled: 1
              m_EditorHideFlags: 0
              m_Script: {fileID: 11500000, guid: 1a2b3c4d5e6f708192a3b4c5d6e7f801, type: 3}
              m_Name: 
              m_EditorClassIdentifier: 
            --- !u!1 &-4617375467376130530
            GameObject:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              serializedVersion: 6
              m_Component:
              - component: {fileID: -2}
              m_Layer: 8
              m_Name: Lamp
              m_TagString: Player
              m_Icon: {fileID: 0}
              m_NavMeshLayer: 0
              m_StaticEditorFlags: 0
              m_IsActive: 1
            --- !u!4 &-2
            Transform:
              m_ObjectHideFlags: 0
              m_CorrespondingSourceObject: {fileID: 0}
              m_PrefabInstance: {fileID: 0}
              m_PrefabAsset: {fileID: 0}
              m_GameObject: {fileID: -4617375467376130530}
              serializedVersion: 2
              m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
              m_LocalPosition: {x: 0, y: 4, z: 0}
              m_LocalScale: {x: 1, y: 1, z: 1}
              m_ConstrainProportionsScale: 0
              m_Children: []
              m_Father: {fileID: 0}
              m_LocalEulerAnglesHint: {x: 0, y: 0, z: 0}
            --- !u!1001 &800
            PrefabInstance:
              m_ObjectHideFlags: 0
              serializedVersion: 2
              m_Modification:
                serializedVersion: 3
                m_TransformParent: {fileID: 0}
                m_Modifications:
                - target: {fileID: 5000, guid: 77aa88bb99cc00dd11ee22ff33aa44bb, type: 3}
                  propertyPath: m_Name
                  value: Barrel
                  objectReference: {fileID: 0}
                - target: {fileID: 5000, guid: 77aa88bb99cc00dd11ee22ff33aa44bb, type: 3}
                  propertyPath: m_TagString
                  value: Loot
                  objectReference: {fileID: 0}
                m_RemovedComponents: []
                m_RemovedGameObjects: []
                m_AddedGameObjects: []
                m_AddedComponents: []
              m_SourcePrefab: {fileID: 100100000, guid: 77aa88bb99cc00dd11ee22ff33aa44bb, type: 3}
            --- !u!1660057539 &9223372036854775807
            SceneRoots:
              m_ObjectHideFlags: 0
              m_Roots:
              - {fileID: 101}
              - {fileID: -2}
              - {fileID: 800}
            """;

    /**
     * A scene as Unity 5 wrote it: {@code - 4: {fileID: N}} component entries, {@code m_RootOrder} instead of a
     * {@code SceneRoots} document (Torch first though written last), and an old {@code Prefab} instance whose
     * objects are written out and name it by {@code m_PrefabInternal}.
     */
    static final String OLD = HEADER + """
            --- !u!1 &10
            GameObject:
              m_ObjectHideFlags: 0
              m_PrefabParentObject: {fileID: 0}
              m_PrefabInternal: {fileID: 0}
              serializedVersion: 5
              m_Component:
              - 4: {fileID: 11}
              - 114: {fileID: 12}
              m_Layer: 0
              m_Name: Camp
              m_TagString: Untagged
              m_Icon: {fileID: 0}
              m_NavMeshLayer: 0
              m_StaticEditorFlags: 0
              m_IsActive: 1
            --- !u!4 &11
            Transform:
              m_ObjectHideFlags: 0
              m_PrefabParentObject: {fileID: 0}
              m_PrefabInternal: {fileID: 0}
              m_GameObject: {fileID: 10}
              m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
              m_LocalPosition: {x: 0, y: 0, z: 0}
              m_LocalScale: {x: 1, y: 1, z: 1}
              m_Children:
              - {fileID: 31}
              m_Father: {fileID: 0}
              m_RootOrder: 1
            --- !u!114 &12
            MonoBehaviour:
              m_ObjectHideFlags: 0
              m_PrefabParentObject: {fileID: 0}
              m_PrefabInternal: {fileID: 0}
              m_GameObject: {fileID: 10}
              m_Enabled: 1
              m_Script: {fileID: 11500000, guid: 2b3c4d5e6f708192a3b4c5d6e7f80912, type: 3}
            --- !u!1 &20
            GameObject:
              m_ObjectHideFlags: 0
              m_PrefabParentObject: {fileID: 0}
              m_PrefabInternal: {fileID: 0}
              serializedVersion: 5
              m_Component:
              - 4: {fileID: 21}
              m_Layer: 0
              m_Name: Torch
              m_TagString: Fire
              m_Icon: {fileID: 0}
              m_NavMeshLayer: 0
              m_StaticEditorFlags: 0
              m_IsActive: 1
            --- !u!4 &21
            Transform:
              m_ObjectHideFlags: 0
              m_PrefabParentObject: {fileID: 0}
              m_PrefabInternal: {fileID: 0}
              m_GameObject: {fileID: 20}
              m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
              m_LocalPosition: {x: 0, y: 0, z: 0}
              m_LocalScale: {x: 1, y: 1, z: 1}
              m_Children: []
              m_Father: {fileID: 0}
              m_RootOrder: 0
            --- !u!1 &30
            GameObject:
              m_ObjectHideFlags: 0
              m_PrefabParentObject: {fileID: 100000, guid: 9f8e7d6c5b4a39281706f5e4d3c2b1a0, type: 2}
              m_PrefabInternal: {fileID: 40}
              serializedVersion: 5
              m_Component:
              - 4: {fileID: 31}
              m_Layer: 0
              m_Name: Tent
              m_TagString: Fire
              m_Icon: {fileID: 0}
              m_NavMeshLayer: 0
              m_StaticEditorFlags: 0
              m_IsActive: 1
            --- !u!4 &31
            Transform:
              m_ObjectHideFlags: 0
              m_PrefabParentObject: {fileID: 400000, guid: 9f8e7d6c5b4a39281706f5e4d3c2b1a0, type: 2}
              m_PrefabInternal: {fileID: 40}
              m_GameObject: {fileID: 30}
              m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
              m_LocalPosition: {x: 3, y: 0, z: 0}
              m_LocalScale: {x: 1, y: 1, z: 1}
              m_Children: []
              m_Father: {fileID: 11}
              m_RootOrder: 0
            --- !u!1001 &40
            Prefab:
              m_ObjectHideFlags: 0
              serializedVersion: 2
              m_Modification:
                m_TransformParent: {fileID: 11}
                m_Modifications:
                - target: {fileID: 400000, guid: 9f8e7d6c5b4a39281706f5e4d3c2b1a0, type: 2}
                  propertyPath: m_LocalPosition.x
                  value: 3
                  objectReference: {fileID: 0}
                m_RemovedComponents: []
              m_ParentPrefab: {fileID: 100100000, guid: 9f8e7d6c5b4a39281706f5e4d3c2b1a0, type: 2}
              m_IsPrefabParent: 0
            """;

    static Document read(String text, String name) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of(name)));
    }

    static SceneHierarchy hierarchy(String text) {
        return SceneHierarchy.of(read(text, "scene.unity")).orElseThrow(() -> new AssertionError("not read as a scene"));
    }
}
