package savelens.app.save;

import savelens.gamesave.GameFlag;

/** A switch or a variable as the Save tab lists them together: {@code switch} or {@code variable}, and the flag. */
public record FlagRow(String kind, GameFlag flag) {
    /** A switch, shown as a check box. */
    public boolean isSwitch() { return kind.equals("switch"); }

    /** Whether the filter's text is in the kind, the number or the name (case ignored). */
    boolean matches(String filter) {
        if (filter == null || filter.isBlank()) return true;
        String f = filter.trim().toLowerCase(java.util.Locale.ROOT);
        return kind.contains(f) || Long.toString(flag.id()).equals(f)
                || (flag.name() != null && flag.name().toLowerCase(java.util.Locale.ROOT).contains(f));
    }
}
