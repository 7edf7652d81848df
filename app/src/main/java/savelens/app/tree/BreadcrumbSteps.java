package savelens.app.tree;

import java.util.ArrayList;
import java.util.List;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;
import savelens.scene.SceneNames;

/**
 * The breadcrumb's steps in the user's words. Inside a scene object the object is named by its scene path and the
 * rest by component and field, each step saying what it adds ({@code Root/Door/Knob}, {@code  › Transform},
 * {@code .m_LocalPosition}, {@code .y}); the reference steps that lead to the object are left out, as its scene path
 * says where it is. Elsewhere a step the game's data names is said by that name ({@code  › actor 1 Harold}), any
 * other as its reference step ({@code .party}, {@code [3]}). Each step keeps the path it stands for.
 */
final class BreadcrumbSteps {
    /** One step: what it shows, the path it stands for, and the index of its first path among those given. */
    record Step(String text, DocumentPath path, int from) {}

    private BreadcrumbSteps() {}

    /** The steps for these paths (a path's prefixes, shortest first; a long one's start and end). */
    static List<Step> of(DocumentViewModel model, List<DocumentPath> paths) {
        int k = paths.size();
        String[] names = new String[k];
        boolean scene = false;
        for (int i = 0; i < k; i++) {
            names[i] = model.sceneName(paths.get(i));
            scene |= names[i] != null;
        }
        if (!scene) {
            if (model.state().hasGameNames()) for (int i = 0; i < k; i++) names[i] = model.gameName(paths.get(i));
        }
        // A named step the next named one does not go on from is a way between two places (an object's children
        // array between it and a child, its components array before a component): the next one says the place whole.
        int firstNamed = -1;
        for (int i = k - 1, next = -1; i >= 0; i--) {
            if (names[i] == null) continue;
            if (next >= 0 && !names[next].startsWith(names[i])) names[i] = null;
            else next = firstNamed = i;
        }
        // In a scene the object's scene path says where it is: the reference steps that lead to it are left out.
        int first = scene ? firstNamed : 0;
        List<Step> out = new ArrayList<>();
        String named = null; // the name the last named step ended with
        boolean lastNamed = false;
        for (int i = first; i < k; i++) {
            DocumentPath path = paths.get(i);
            String name = names[i];
            if (name == null) {
                // Between two named steps the second says the place whole; after the last one, each step as it is.
                if (firstNamed >= 0 && i > firstNamed && hasNameAfter(names, i)) continue;
                out.add(new Step(DocumentPath.print(path.last()), path, i));
                lastNamed = false;
            } else if (lastNamed && name.equals(named)) {
                // The same place said again (a node and the reference that holds it): one step, for the deeper path.
                Step was = out.remove(out.size() - 1);
                out.add(new Step(was.text(), path, was.from()));
            } else {
                out.add(new Step(goesOn(named, name) ? name.substring(named.length()) : out.isEmpty() ? name : SceneNames.STEP + name, path, i));
                named = name;
                lastNamed = true;
            }
        }
        return out;
    }

    /** True when {@code name} goes on from {@code before} by a step of its own ({@code /Knob}, {@code  › Transform}, {@code .y}). */
    private static boolean goesOn(String before, String name) {
        if (before == null || name.length() <= before.length() || !name.startsWith(before)) return false;
        char c = name.charAt(before.length());
        return c == '/' || c == ' ' || c == '.' || c == '[';
    }

    private static boolean hasNameAfter(String[] names, int i) {
        for (int j = i + 1; j < names.length; j++) if (names[j] != null) return true;
        return false;
    }
}
