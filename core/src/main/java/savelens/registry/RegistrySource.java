package savelens.registry;

/** Where a document's registry came from; a given one wins over an embedded one, which wins over a sidecar. */
public enum RegistrySource { GIVEN, EMBEDDED, SIDECAR, NONE }
