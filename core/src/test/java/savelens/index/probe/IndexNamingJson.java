package savelens.index.probe;

import savelens.json.VisibleText;

/** Breaks "the index knows no syntax" on purpose: the index's package naming JSON's text rules. */
final class IndexNamingJson {
    static String shown(String text) { return VisibleText.show(text, 10); }
}
