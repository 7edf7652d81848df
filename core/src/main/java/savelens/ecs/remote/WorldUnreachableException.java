package savelens.ecs.remote;

/**
 * The world could not be reached or did not answer as a world (refused, timed out, cut off, not an ECS
 * server) — as opposed to a request it understood and refused, which is an
 * {@link savelens.ecs.inspect.InspectionException}.
 */
public class WorldUnreachableException extends RuntimeException {
    public WorldUnreachableException(String message, Throwable cause) {
        super(message, cause);
    }
}
