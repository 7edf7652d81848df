package savelens.format.unity;

/**
 * A document's header line, {@code --- !u!CLASSID &FILEID} and sometimes {@code stripped} after it (which is
 * not YAML: read here by hand). {@code next} is where the document's content starts, the line after.
 */
record DocumentHeader(int classId, long fileId, boolean stripped, int next) {
    /** Reads the header line at {@code p}, which starts with {@code ---}. */
    static DocumentHeader read(byte[] text, int p) {
        int i = p + 3;
        i = spaces(text, i);
        if (!startsWith(text, i, "!u!")) throw new UnityYamlSyntaxException("expected a Unity document header: --- !u!CLASSID &FILEID", i);
        int classStart = i + 3;
        int classEnd = digits(text, classStart);
        if (classEnd == classStart || classEnd - classStart > 10) throw new UnityYamlSyntaxException("expected a class id after !u!", classStart);
        long classId = Long.parseLong(new String(text, classStart, classEnd - classStart, java.nio.charset.StandardCharsets.US_ASCII));
        if (classId > Integer.MAX_VALUE) throw new UnityYamlSyntaxException("the class id is out of range", classStart);
        i = spaces(text, classEnd);
        if (i == classEnd || i >= text.length || text[i] != '&') throw new UnityYamlSyntaxException("expected the file id, as in &12345", i);
        int idStart = i + 1;
        int idEnd = digits(text, idStart < text.length && text[idStart] == '-' ? idStart + 1 : idStart);
        if (!YamlScalars.isId(text, idStart, idEnd)) throw new UnityYamlSyntaxException("the file id is not a 64-bit integer", idStart);
        long id = YamlScalars.id(text, idStart, idEnd);
        i = spaces(text, idEnd);
        boolean stripped = false;
        if (i > idEnd && startsWith(text, i, "stripped")) {
            stripped = true;
            i = spaces(text, i + "stripped".length());
        }
        if (i < text.length && text[i] == '\r') i++;
        if (i < text.length && text[i] != '\n') throw new UnityYamlSyntaxException("unexpected text in the document header", i);
        return new DocumentHeader((int) classId, id, stripped, Math.min(i + 1, text.length));
    }

    private static int spaces(byte[] text, int i) {
        while (i < text.length && (text[i] == ' ' || text[i] == '\t')) i++;
        return i;
    }

    private static int digits(byte[] text, int i) {
        while (i < text.length && text[i] >= '0' && text[i] <= '9') i++;
        return i;
    }

    static boolean startsWith(byte[] text, int at, String s) {
        if (at + s.length() > text.length) return false;
        for (int k = 0; k < s.length(); k++) if (text[at + k] != s.charAt(k)) return false;
        return true;
    }
}
