package savelens.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A value's role and target are the same however the values are asked for: in order, back and forth, or anywhere. */
class ValueRolesTest {
    @Test
    void everyOrderOfAskingFindsWhatASearchFinds() {
        Random random = new Random(7);
        int links = 5_000;
        int[] values = new int[links];
        int v = 0;
        for (int i = 0; i < links; i++) values[i] = v += 1 + random.nextInt(6);
        byte[] roles = new byte[links];
        int[] targets = new int[links];
        for (int i = 0; i < links; i++) {
            roles[i] = random.nextBoolean() ? Document.REFERENCE : Document.NESTED;
            targets[i] = random.nextInt(1000);
        }
        ValueRoles r = ValueRoles.of(values, roles, targets, links, new int[0], 0);
        int last = values[links - 1] + 3;
        int[] asked = new int[30_000];
        for (int i = 0; i < asked.length; i++) {
            int at = i == 0 ? 0 : asked[i - 1];
            asked[i] = switch (i / 10_000) {
                case 0 -> Math.min(last, at + random.nextInt(4)); // onwards
                case 1 -> Math.max(0, Math.min(last, at + random.nextInt(21) - 12)); // a node's values, out of order
                default -> random.nextInt(last + 1); // anywhere
            };
        }
        for (int value : asked) {
            int i = Arrays.binarySearch(values, value);
            assertEquals(i >= 0 ? roles[i] : Document.PLAIN, r.role(value), "role of " + value);
            assertEquals(i >= 0 ? targets[i] : -1, r.target(value), "target of " + value);
        }
    }
}
