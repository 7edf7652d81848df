package savelens.app.inspector.probe;

import savelens.app.hierarchy.HierarchyViewModel;

/** Breaks "features do not reach into other features" on purpose: the inspector naming the hierarchy. */
final class InspectorNamingTheHierarchy {
    static Class<?> hierarchy() { return HierarchyViewModel.class; }
}
