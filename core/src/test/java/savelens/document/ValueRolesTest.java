package savelens.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
        int[] asked = new int[40_000];
        for (int i = 0; i < asked.length; i++) {
            int at = i == 0 ? 0 : asked[i - 1];
            asked[i] = switch (i / 10_000) {
                case 0 -> Math.min(last, at + random.nextInt(4)); // onwards
                case 1 -> at + 600 > last ? random.nextInt(50) : at + random.nextInt(600); // onwards past many links, as a filter reading one field a node
                case 2 -> Math.max(0, Math.min(last, at + random.nextInt(21) - 12)); // a node's values, out of order
                default -> random.nextInt(last + 1); // anywhere
            };
        }
        for (int value : asked) {
            int i = Arrays.binarySearch(values, value);
            assertEquals(i >= 0 ? roles[i] : Document.PLAIN, r.role(value), "role of " + value);
            assertEquals(i >= 0 ? targets[i] : -1, r.target(value), "target of " + value);
            assertEquals(i >= 0 ? i : -i - 1, r.firstLinkFrom(value), "first link from " + value); // found near the last, as a diff asks
        }
    }

    /**
     * Nesting read from the node values (every node after the first at its value) answers as the same links listed:
     * role, target, link numbers and the link at each number, over values between, on and around them.
     */
    @Test
    void nestingReadFromTheNodeValuesAnswersAsTheLinksListed() {
        Random random = new Random(11);
        for (int round = 0; round < 50; round++) {
            int nodes = 1 + random.nextInt(round < 5 ? 3 : 400), refs = random.nextInt(round < 5 ? 3 : 300);
            int[] all = new int[nodes - 1 + refs];
            boolean[] isRef = new boolean[all.length];
            int v = random.nextInt(3);
            int[] nodeValues = new int[nodes + random.nextInt(4)]; // room past the nodes, as a builder's arrays have
            int[] refValues = new int[refs + random.nextInt(4)], refTargets = new int[refValues.length];
            int n = 1, r = 0;
            for (int i = 0; i < all.length; i++) {
                all[i] = v += 1 + random.nextInt(5);
                boolean ref = n == nodes || r < refs && random.nextInt(3) == 0;
                isRef[i] = ref;
                if (ref) {
                    refTargets[r] = random.nextInt(nodes + 1) - 1;
                    refValues[r++] = all[i];
                } else {
                    nodeValues[n++] = all[i];
                }
            }
            byte[] roles = new byte[all.length];
            int[] targets = new int[all.length];
            for (int i = 0, nn = 1, rr = 0; i < all.length; i++) {
                roles[i] = isRef[i] ? Document.REFERENCE : Document.NESTED;
                targets[i] = isRef[i] ? refTargets[rr++] : nn++;
            }
            ValueRoles listed = ValueRoles.of(all, roles, targets, all.length, new int[0], 0);
            ValueRoles nested = ValueRoles.nestedAtNodeValues(AscendingInts.of(nodeValues, nodes), nodes, refValues, refTargets, refs, new int[0], 0);
            assertEquals(listed.linkCount(), nested.linkCount());
            assertEquals(listed.hasNesting(), nested.hasNesting());
            for (int l = 0; l < all.length; l++) {
                assertEquals(listed.linkValue(l), nested.linkValue(l), "value of link " + l);
                assertEquals(listed.linkRole(l), nested.linkRole(l), "role of link " + l);
                assertEquals(listed.linkTarget(l), nested.linkTarget(l), "target of link " + l);
            }
            for (int value = 0; value <= v + 2; value++) {
                assertEquals(listed.role(value), nested.role(value), "role of " + value);
                assertEquals(listed.target(value), nested.target(value), "target of " + value);
                assertEquals(listed.firstLinkFrom(value), nested.firstLinkFrom(value), "first link from " + value);
            }
            assertArrayEquals(listed.linkTargets(), nested.linkTargets());
            if (refs > 0) {
                int at = refValues[random.nextInt(refs)];
                ValueRoles a = listed.retargeted(at, 0), b = nested.retargeted(at, 0);
                for (int value = 0; value <= v; value++) assertEquals(a.target(value), b.target(value), "retargeted, target of " + value);
            }
        }
    }

    /** A reference at a node's own value is left to the listed form, which lets the reference win. */
    @Test
    void aReferenceAtANodesValueIsLeftToTheListedForm() {
        assertNull(ValueRoles.nestedAtNodeValues(AscendingInts.of(new int[] {0, 4, 9}, 3), 3, new int[] {4}, new int[] {2}, 1, new int[0], 0));
        assertNull(ValueRoles.nestedAtNodeValues(AscendingInts.of(new int[] {0, 4, 9}, 3), 3, new int[] {7, 5}, new int[] {2, 1}, 2, new int[0], 0));
    }
}
