package savelens.convert;

/** A conversion that would lose information, with the reason. */
public final class ConversionRefusedException extends RuntimeException {
    public ConversionRefusedException(String message) { super(message); }
}
