package savelens.app.probe.format;

import savelens.format.helio.HelioFormat;

/** Breaks "the app names no concrete format" on purpose: an app class naming helio's own format class. */
final class NamesHelio {
    static Class<?> format() { return HelioFormat.class; }
}
