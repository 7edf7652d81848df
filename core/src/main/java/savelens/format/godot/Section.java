package savelens.format.godot;

/** One bracketed section of a Godot text file ({@code [node …]}): its tag and the value that spans it. */
record Section(String tag, int value) {
    static final String SCENE = "gd_scene", RESOURCE_FILE = "gd_resource", EXT = "ext_resource", SUB = "sub_resource",
            RESOURCE = "resource", NODE = "node", CONNECTION = "connection";

    /** Sections that are nodes of the graph. */
    boolean isNode() {
        return tag.equals(EXT) || tag.equals(SUB) || tag.equals(RESOURCE) || tag.equals(NODE);
    }
}
