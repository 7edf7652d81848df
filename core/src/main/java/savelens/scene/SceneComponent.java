package savelens.scene;

import savelens.document.NodeId;

/** A component of a scene object: its node, id, and what kind of component it is (Transform, Mover, MonoBehaviour). */
public record SceneComponent(int node, NodeId id, String kind) {}
