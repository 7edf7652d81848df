package savelens.ecs.inspect;

/** A request an inspection cannot serve; the kind maps to an HTTP status in the live protocol. */
public final class InspectionException extends RuntimeException {
    public enum Kind {
        /** Unknown entity, table or component name (404). */
        NOT_FOUND,
        /** Malformed argument or component value (400). */
        BAD_REQUEST
    }

    private final Kind kind;

    public InspectionException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    public static InspectionException notFound(String message) {
        return new InspectionException(Kind.NOT_FOUND, message);
    }

    public static InspectionException badRequest(String message) {
        return new InspectionException(Kind.BAD_REQUEST, message);
    }
}
