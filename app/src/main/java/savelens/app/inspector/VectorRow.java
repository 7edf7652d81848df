package savelens.app.inspector;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import savelens.document.ValueKind;

/**
 * A vector or quaternion of a component as the editor shows it: the parts of one small mapping of numbers
 * ({@code m_LocalPosition.x}, {@code .y}, {@code .z}, and {@code .w} for a rotation), kept together on one row.
 */
record VectorRow(String name, List<FieldRow> parts) {
    private static final Set<String> AXES = Set.of("x", "y", "z", "w");

    /** The rows in order, each run of a vector's parts gathered into a {@link VectorRow}, any other row as it is. */
    static List<Object> group(List<FieldRow> rows) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); ) {
            String base = baseOf(rows.get(i));
            int j = i;
            while (base != null && j < rows.size() && base.equals(baseOf(rows.get(j)))) j++;
            if (j - i >= 2) {
                out.add(new VectorRow(base, List.copyOf(rows.subList(i, j))));
                i = j;
            } else out.add(rows.get(i++));
        }
        return out;
    }

    /** {@code m_LocalPosition} for the row {@code m_LocalPosition.x} of a number; null for any other row. */
    private static String baseOf(FieldRow row) {
        int dot = row.name().lastIndexOf('.');
        if (dot <= 0 || row.kind() != ValueKind.NUMBER) return null;
        return AXES.contains(row.name().substring(dot + 1)) ? row.name().substring(0, dot) : null;
    }

    /** The part's axis: {@code x}. */
    static String axis(FieldRow part) { return part.name().substring(part.name().lastIndexOf('.') + 1); }

    /**
     * For a rotation (x, y, z and w), its Euler angles in degrees as Unity's editor shows them (rotation about Z,
     * then X, then Y), each in [0, 360): {@code "Euler ≈ 0°, 90°, 0°"}; null for anything else.
     */
    String eulerHint() {
        if (parts.size() != 4) return null;
        double x = 0, y = 0, z = 0, w = 0;
        for (FieldRow p : parts) {
            double v;
            try {
                v = Double.parseDouble(p.text());
            } catch (NumberFormatException e) {
                return null;
            }
            switch (axis(p)) {
                case "x" -> x = v;
                case "y" -> y = v;
                case "z" -> z = v;
                default -> w = v;
            }
        }
        double len = Math.sqrt(x * x + y * y + z * z + w * w);
        if (len == 0) return null;
        x /= len; y /= len; z /= len; w /= len;
        double ex = Math.toDegrees(Math.asin(Math.max(-1, Math.min(1, 2 * (w * x - y * z)))));
        double ey = Math.toDegrees(Math.atan2(2 * (w * y + x * z), 1 - 2 * (x * x + y * y)));
        double ez = Math.toDegrees(Math.atan2(2 * (w * z + x * y), 1 - 2 * (x * x + z * z)));
        return "Euler ≈ " + degrees(ex) + ", " + degrees(ey) + ", " + degrees(ez);
    }

    private static String degrees(double d) {
        double a = ((d % 360) + 360) % 360;
        if (Math.abs(a - 360) < 0.05) a = 0;
        String s = String.format(Locale.ROOT, "%.1f", a);
        return (s.endsWith(".0") ? s.substring(0, s.length() - 2) : s) + "°";
    }
}
