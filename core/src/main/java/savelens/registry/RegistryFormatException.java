package savelens.registry;

/** A registry file that does not have the registry's shape. */
public final class RegistryFormatException extends RuntimeException {
    public RegistryFormatException(String message) { super(message); }
}
