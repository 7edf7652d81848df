package savelens;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random documents for property tests, made from a seeded {@link Random}: helio graphs and the simplified JsonEx. */
public final class GeneratedDocuments {
    private GeneratedDocuments() {}

    private static final String TYPES = "[{\"name\":\"A\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\",\"type\":\"A\"},"
            + "{\"name\":\"kids\",\"kind\":\"array\",\"type\":\"B\"},{\"name\":\"s\",\"kind\":\"string\"},"
            + "{\"name\":\"n\",\"kind\":\"number\"},{\"name\":\"b\",\"kind\":\"bool\"},{\"name\":\"any\",\"kind\":\"any\"}]},"
            + "{\"name\":\"B\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\"},{\"name\":\"all\",\"kind\":\"array\"}]}]";

    public static final String[] SCALARS = {"0", "1", "2", "3", "7", "-3", "1.5", "100.0", "2e3", "99999999999999999999", "true",
            "false", "null", "\"x\"", "\"Héros \\\"q\\\"\\n\"", "\"\"", "\"@c\""};

    /**
     * A helio graph: registered fields of each kind (now and then holding the wrong kind), unregistered ones
     * whose integers may or may not all name nodes (inferred references), inline objects and arrays, ids in
     * order, spaced out or shuffled, dangling references, an unregistered type.
     */
    public static String helio(Random r, int nodes, boolean registry) {
        long[] ids = new long[nodes];
        int order = r.nextInt(3);
        for (int i = 0; i < nodes; i++) ids[i] = order == 0 ? i : order == 1 ? 5 + 3L * i : i;
        if (order == 2) for (int i = nodes - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            long t = ids[i];
            ids[i] = ids[j];
            ids[j] = t;
        }
        boolean inferable = r.nextBoolean();
        StringBuilder s = new StringBuilder("{");
        if (registry) s.append("\"types\":").append(TYPES).append(',');
        s.append("\"root\":").append(ids[0]).append(",\"nodes\":[");
        for (int i = 0; i < nodes; i++) {
            if (i > 0) s.append(r.nextInt(4) == 0 ? ",\n " : ",");
            String type = switch (r.nextInt(5)) {
                case 0, 1 -> "A";
                case 2, 3 -> "B";
                default -> "C";
            };
            s.append("{\"id\":").append(ids[i]).append(",\"type\":\"").append(type).append("\",\"fields\":{");
            List<String> fields = new ArrayList<>();
            fields.add("\"r\":" + ref(r, ids));
            if (type.equals("A")) {
                fields.add("\"kids\":[" + refs(r, ids) + "]");
                fields.add("\"s\":" + (r.nextInt(15) == 0 ? "5" : "\"n" + i + "\""));
                fields.add("\"n\":" + (r.nextBoolean() ? String.valueOf(r.nextInt(50)) : r.nextInt(9) + ".25"));
                fields.add("\"b\":" + r.nextBoolean());
                fields.add("\"any\":" + SCALARS[r.nextInt(SCALARS.length)]);
            } else if (type.equals("B")) {
                fields.add("\"all\":[" + refs(r, ids) + "]");
            }
            fields.add("\"x\":" + (inferable ? ids[r.nextInt(nodes)] : SCALARS[r.nextInt(SCALARS.length)]));
            if (r.nextBoolean()) fields.add("\"pos\":{\"x\":" + r.nextInt(9) + ".5,\"y\":[1,\"z\",null]}");
            if (r.nextInt(4) == 0) fields.add("\"tags\":[\"a\",\"b\"]");
            s.append(String.join(",", fields)).append("}}");
        }
        return s.append("]}").toString();
    }

    private static String ref(Random r, long[] ids) {
        int pick = r.nextInt(12);
        if (pick == 0) return "null";
        if (pick == 1) return "999";
        if (pick == 2) return "\"not a ref\"";
        return String.valueOf(ids[r.nextInt(ids.length)]);
    }

    private static String refs(Random r, long[] ids) {
        List<String> out = new ArrayList<>();
        for (int k = r.nextInt(4); k > 0; k--) out.add(r.nextInt(8) == 0 ? "null" : String.valueOf(ids[r.nextInt(ids.length)]));
        return String.join(",", out);
    }

    /** The simplified JsonEx: objects with ids and class names, nested objects and arrays, references forward and back. */
    public static String jsonExLite(Random r, int objects) {
        int[] next = {0};
        StringBuilder s = new StringBuilder();
        jsonExObject(r, s, next, objects, 0);
        return s.toString();
    }

    private static void jsonExObject(Random r, StringBuilder s, int[] next, int budget, int depth) {
        int id = next[0]++;
        s.append('{');
        int members = 1 + r.nextInt(4);
        for (int m = 0; m < members; m++) {
            s.append("\"_f").append(m).append("\":");
            int pick = r.nextInt(10);
            if (pick < 2 && next[0] < budget && depth < 8) {
                jsonExObject(r, s, next, budget, depth + 1);
            } else if (pick < 4) {
                s.append("{\"@reference\":").append(r.nextInt(budget + 2)).append('}');
            } else if (pick < 5 && depth < 8) {
                s.append('[').append(SCALARS[r.nextInt(SCALARS.length)]).append(",{\"@reference\":").append(r.nextInt(budget + 1)).append("}]");
            } else {
                s.append(SCALARS[r.nextInt(SCALARS.length)]);
            }
            s.append(',');
        }
        if (r.nextInt(5) > 0) s.append("\"@constructor\":\"Game_").append((char) ('A' + r.nextInt(3))).append("\",");
        s.append("\"@circularID\":").append(id).append('}');
    }
}
