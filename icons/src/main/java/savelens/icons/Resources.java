package savelens.icons;

import java.net.URL;

/** Looks up this module's rendered resources, failing loudly: a missing icon is a build fault, not a runtime case. */
final class Resources {
    private Resources() {}

    static URL require(String path) {
        URL url = Resources.class.getClassLoader().getResource(path);
        if (url == null) throw new IllegalStateException("icon resource missing from savelens-icons: " + path);
        return url;
    }
}
