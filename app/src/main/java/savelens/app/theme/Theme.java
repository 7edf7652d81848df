package savelens.app.theme;

import java.net.URL;

/** The two looks: each is one stylesheet of colours over the shared structure in {@code savelens.css}. */
public enum Theme {
    LIGHT("light.css"), DARK("dark.css");

    private final String stylesheet;

    Theme(String stylesheet) { this.stylesheet = stylesheet; }

    public String stylesheet() { return resource(stylesheet); }

    public static String base() { return resource("savelens.css"); }

    public static Theme parse(String name) {
        for (Theme t : values()) if (t.name().equalsIgnoreCase(name)) return t;
        return LIGHT;
    }

    private static String resource(String name) {
        URL url = Theme.class.getResource("/savelens/app/theme/" + name);
        if (url == null) throw new IllegalStateException("missing stylesheet " + name);
        return url.toExternalForm();
    }
}
