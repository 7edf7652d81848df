package savelens.ecs.world;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import savelens.ecs.inspect.InspectionException;

/**
 * An entity id as the Live ECS window writes it, {@code index:generation}: the slot index is the low 32
 * bits of the number and the generation the bits above, in SaveLens's handles and Flecs's ids alike.
 */
public final class EntityText {
    private static final Pattern INDEX_GENERATION = Pattern.compile("([0-9]{1,10}):([0-9]{1,10})");

    private EntityText() {}

    /** {@code 7:3} for the number with index 7 and generation 3. */
    public static String of(long entity) {
        return Long.toString(entity & 0xFFFF_FFFFL) + ":" + (entity >>> 32);
    }

    /** The number written {@code index:generation}, or null when the text is not written so (or is out of range). */
    public static Long parse(String text) {
        Matcher m = INDEX_GENERATION.matcher(text.trim());
        if (!m.matches()) return null;
        long index = Long.parseLong(m.group(1));
        long generation = Long.parseLong(m.group(2));
        if (index > 0xFFFF_FFFFL || generation > 0x7FFF_FFFFL) return null;
        return (generation << 32) | index;
    }

    /** A SaveLens handle as a world is asked for it: in decimal, or {@code index:generation}. */
    public static long handle(String name) {
        Long written = parse(name);
        if (written != null) return written;
        String n = name.trim();
        if (!n.matches("[0-9]{1,19}")) {
            throw InspectionException.badRequest("entity id must be a non-negative integer or index:generation, got '" + name + "'");
        }
        try {
            return Long.parseLong(n);
        } catch (NumberFormatException e) {
            throw InspectionException.badRequest("entity id out of range: " + name);
        }
    }
}
