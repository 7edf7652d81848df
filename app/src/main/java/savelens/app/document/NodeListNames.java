package savelens.app.document;

import java.util.function.IntFunction;
import savelens.document.Document;
import savelens.json.VisibleText;

/**
 * A node as the lists of nodes name it (the Size panel's rows, the Cycles panel's members), in the user's words where
 * they exist: {@code #200 Root/Door} by its scene path in a scene, {@code #22 actor 2 Therese} where the game's data
 * names an RPG Maker actor, else its own name or type ({@code #3 attic}). A game's names are shown as any name is
 * ({@code actor 1 Harold\r}): they come from the game's files and may hold anything.
 */
public final class NodeListNames {
    private NodeListNames() {}

    /**
     * The names of a state's nodes, made now for use on any thread. {@code sceneNames}: a node's scene path as shown
     * ({@link DocumentViewModel#sceneNameOfNodeNow}), or null for a node of no scene object.
     */
    public static IntFunction<String> of(DocumentState state, IntFunction<String> sceneNames) {
        Document doc = state.document();
        PathNames paths = state.hasGameNames() ? state.paths() : null;
        return node -> {
            String name = sceneNames.apply(node);
            if (name != null) return doc.nodeId(node) + " " + name;
            if (paths != null) {
                String actor = state.gameNameOfNode(node, paths.node(node));
                if (actor != null) return doc.nodeId(node) + " " + VisibleText.show(actor);
            }
            return NodeLabels.brief(doc, node);
        };
    }
}
