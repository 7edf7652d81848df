package savelens.app.size;

/** One of the biggest objects, with the one-line reason ("#4412 Map001 holds 41% of the file, mostly 12,000 Game_Event"). */
public record BiggestRow(int node, double percent, String text) {
    @Override public String toString() { return text; }
}
