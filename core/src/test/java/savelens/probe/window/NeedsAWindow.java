package savelens.probe.window;

import savelens.icons.probe.IconStandIn;

/** Breaks "the core needs no window" on purpose: a core class naming a class of the window's icons. */
final class NeedsAWindow {
    static String icon() { return IconStandIn.name(); }
}
