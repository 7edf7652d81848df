package savelens.format.unity;

import savelens.index.ValueIndex;

/**
 * Finds where every value of one Unity YAML document sits: the subset of YAML that Unity writes (block
 * mappings and sequences, a sequence at its key's own indentation, flow mappings and sequences that may wrap
 * over lines, plain, single- and double-quoted scalars over one or several lines). It only finds spans;
 * {@link YamlScalars} decodes a scalar when it is looked at.
 *
 * <p>A hand-written scanner rather than a YAML library: a library's events carry positions but no way to keep
 * the index in primitive arrays per document, and Unity files are not standard YAML as a whole anyway (one
 * {@code %TAG} for every document, {@code stripped} after the anchor).
 *
 * <p>Each block value parser returns with the position at the start of the line after the value (or at the
 * document's end); {@link #toContent} then finds the next line with content.
 */
final class DocumentScanner {
    /** Deeper than any Unity file nests; a hostile file gets an error instead of a stack overflow. */
    static final int MAX_DEPTH = 500;

    /** The bytes that can end a key or a plain scalar on its line; every other byte is skipped at once. */
    private static final boolean[] STOP = new boolean[256];

    static {
        for (char c : new char[] {'\n', '\r', ':', '#', ',', '[', ']', '{', '}'}) STOP[c] = true;
    }

    private final byte[] text;
    private final int limit;
    private DocumentValues out;
    private int pos;
    private int lineStart;
    /** The end of the last value found, where the container around it ends. */
    private int lastEnd;
    private int depth;
    /** The last line break inside the quoted scalar {@link #quotedEnd} went over, or -1. */
    private int lastBreak;

    DocumentScanner(byte[] text) {
        this.text = text;
        this.limit = text.length;
    }

    /**
     * Scans the document whose header line starts at {@code headerStart} and whose content starts at the next
     * line, {@code bodyStart}. The wrapper value (local slot 0) spans the header up to the next document;
     * its member is the document's one top-level key. Returns where the next document (or the file) starts.
     */
    int scan(DocumentValues into, int doc, int base, int headerStart, int bodyStart) {
        out = into;
        out.reset(doc, base);
        depth = 0;
        int wrapper = out.add(ValueIndex.OBJECT, headerStart, -1, 0);
        pos = bodyStart;
        lineStart = bodyStart;
        if (toContent()) {
            if (pos - lineStart != 0) throw error("a document's content starts at the first column", pos);
            if (!isKeyLine()) throw error("expected the document's type, as in 'GameObject:'", pos);
            mappingEntries(0, wrapper); // the document is the top-level mapping, from its header on
            if (toContent()) throw error("unexpected text after the document's content", pos);
        }
        int next = lineStart;
        out.close(wrapper, next);
        return next;
    }

    // ---- lines

    /**
     * From the start of a line (or the start of the line {@code lineStart} names), skips blank and comment
     * lines; leaves the position on the first character of a content line and returns true, or returns false
     * at the document's end (a {@code ---} or {@code ...} line, or the end of the file).
     */
    private boolean toContent() {
        pos = lineStart;
        while (pos < limit) {
            if (isDocumentMarker(pos)) return false;
            int p = pos;
            while (p < limit && text[p] == ' ') p++;
            if (p < limit && text[p] == '\t' && !blankFrom(p)) throw error("a tab in indentation (YAML indents with spaces)", p);
            if (p >= limit) {
                pos = lineStart = limit;
                return false;
            }
            byte b = text[p];
            if (b == '\n' || b == '\r' || b == '#' || b == '\t') {
                nextLine(p);
                continue;
            }
            pos = p;
            return true;
        }
        pos = lineStart = limit;
        return false;
    }

    private boolean blankFrom(int p) {
        while (p < limit && (text[p] == ' ' || text[p] == '\t' || text[p] == '\r')) p++;
        return p >= limit || text[p] == '\n' || text[p] == '#';
    }

    /** Moves to the start of the line after the one holding {@code p}. */
    private void nextLine(int p) {
        while (p < limit && text[p] != '\n') p++;
        pos = lineStart = p < limit ? p + 1 : limit;
    }

    private boolean isDocumentMarker(int p) {
        if (p + 3 > limit) return false;
        boolean dashes = text[p] == '-' && text[p + 1] == '-' && text[p + 2] == '-';
        boolean dots = text[p] == '.' && text[p + 1] == '.' && text[p + 2] == '.';
        return (dashes || dots) && (p + 3 == limit || isBlank(text[p + 3]));
    }

    /** After a value: only spaces and a comment may follow on its line. */
    private void endLine() {
        int p = pos;
        while (p < limit && (text[p] == ' ' || text[p] == '\t')) p++;
        if (p < limit && text[p] == '#' && p > pos) {
            nextLine(p);
            return;
        }
        if (p < limit && text[p] == '\r' && p + 1 < limit && text[p + 1] == '\n') p++;
        if (p < limit && text[p] != '\n') throw error("unexpected text after a value", p);
        pos = lineStart = p < limit ? p + 1 : limit;
    }

    private int column() { return pos - lineStart; }

    private static boolean isBlank(byte b) { return b == ' ' || b == '\n' || b == '\r' || b == '\t'; }

    private boolean blankAt(int p) { return p >= limit || isBlank(text[p]); }

    private boolean isSequenceEntry() { return text[pos] == '-' && blankAt(pos + 1); }

    // ---- block structure

    private void enter() {
        if (++depth > MAX_DEPTH) throw error("nested more than " + MAX_DEPTH + " levels deep", pos);
    }

    /** A block mapping whose keys stand at column {@code indent}; the position is on its first key. */
    private void blockMapping(int indent, int parent, int key) {
        enter();
        int m = out.add(ValueIndex.OBJECT, pos, key, out.base + parent);
        mappingEntries(indent, m);
        out.close(m, lastEnd);
        depth--;
    }

    /** The members of the block mapping at slot {@code m}, from its first key at the position. */
    private void mappingEntries(int indent, int m) {
        int mappingValue = out.base + m;
        while (true) {
            int keyStart = pos;
            int colon = keyEnd(pos, false);
            if (colon < 0) throw error("expected a key followed by ':'", pos);
            pos = colon + 1;
            valueAfterColon(indent, mappingValue, keyStart);
            if (!toContent()) break;
            int col = column();
            if (col < indent) break;
            if (col > indent) throw error("unexpected indentation", pos);
            if (isSequenceEntry()) throw error("a sequence entry where a key was expected", pos);
        }
    }

    /** The value of a block mapping's member, from just after its colon. */
    private void valueAfterColon(int indent, int mapping, int keyStart) {
        int parentSlot = out.slot(mapping);
        while (pos < limit && text[pos] == ' ') pos++;
        if (atLineEnd()) {
            int emptyAt = pos;
            endLine();
            if (toContent()) {
                int col = column();
                if (col > indent) {
                    blockNode(indent, col, parentSlot, keyStart);
                    return;
                }
                if (col == indent && isSequenceEntry()) { // Unity writes a mapping's sequences at the key's own indentation
                    blockSequence(col, parentSlot, keyStart);
                    return;
                }
            }
            emptyScalar(emptyAt, parentSlot, keyStart);
            return;
        }
        inlineNode(indent, parentSlot, keyStart);
        endLine();
    }

    /** True at a line's end, or at a comment. */
    private boolean atLineEnd() {
        if (pos >= limit) return true;
        byte b = text[pos];
        return b == '\n' || (b == '\r' && (pos + 1 >= limit || text[pos + 1] == '\n')) || (b == '#' && pos > 0 && isBlank(text[pos - 1]));
    }

    /** A node on a line of its own at column {@code col}, below something at {@code indent}. */
    private void blockNode(int indent, int col, int parent, int key) {
        if (isSequenceEntry()) blockSequence(col, parent, key);
        else if (isKeyLine()) blockMapping(col, parent, key);
        else {
            inlineNode(indent, parent, key);
            endLine();
        }
    }

    /** A block sequence whose dashes stand at column {@code indent}; the position is on its first dash. */
    private void blockSequence(int indent, int parent, int key) {
        enter();
        int s = out.add(ValueIndex.ARRAY, pos, key, out.base + parent);
        while (true) {
            pos++; // the dash
            while (pos < limit && text[pos] == ' ') pos++;
            if (atLineEnd()) {
                int emptyAt = pos;
                endLine();
                if (toContent() && column() > indent) blockNode(indent, column(), s, -1);
                else emptyScalar(emptyAt, s, -1);
            } else if (isSequenceEntry()) {
                blockSequence(column(), s, -1);
            } else if (isKeyLine()) {
                blockMapping(column(), s, -1);
            } else {
                inlineNode(indent, s, -1);
                endLine();
            }
            if (!toContent()) break;
            int col = column();
            if (col < indent || (col == indent && !isSequenceEntry())) break;
            if (col > indent) throw error("unexpected indentation", pos);
        }
        out.close(s, lastEnd);
        depth--;
    }

    /** True when the line from the position on is a mapping key: a plain or quoted key and a colon. */
    private boolean isKeyLine() { return keyEnd(pos, false) >= 0; }

    /**
     * The offset of the colon that ends a key starting at {@code p}, or -1 when what starts there is no key.
     * In block context the key must end on its line; in flow context a comma or bracket ends it first.
     */
    private int keyEnd(int p, boolean flow) {
        if (p >= limit) return -1;
        byte b = text[p];
        if (b == '\'' || b == '"') {
            int q = quotedEnd(p, false);
            if (q < 0) return -1;
            while (q < limit && text[q] == ' ') q++;
            return q < limit && text[q] == ':' && (flow || blankAt(q + 1)) ? q : -1;
        }
        if (b == '{' || b == '[' || b == '#' || b == ',' || b == '}' || b == ']' || (b == '-' && blankAt(p + 1))) return -1;
        for (int i = p; i < limit; i++) {
            byte c = text[i];
            if (!STOP[c & 0xFF]) continue;
            if (c == '\n' || c == '\r') return -1;
            if (c == ':' && (blankAt(i + 1) || (flow && isFlowIndicator(text[i + 1])))) return i;
            if (c == '#' && isBlank(text[i - 1])) return -1;
            if (flow && (c == ',' || c == '}' || c == ']')) return -1;
        }
        return -1;
    }

    private static boolean isFlowIndicator(byte b) { return b == ',' || b == '}' || b == ']' || b == '{' || b == '['; }

    // ---- nodes on a line

    /** A scalar or a flow collection starting at the position; continuation lines are those indented past {@code indent}. */
    private void inlineNode(int indent, int parent, int key) {
        byte b = text[pos];
        switch (b) {
            case '{' -> flowMapping(parent, key);
            case '[' -> flowSequence(parent, key);
            case '\'', '"' -> quoted(parent, key);
            case '|', '>' -> throw error("block scalars (| and >) are not written by Unity", pos);
            case '&', '*', '!' -> throw error("anchors, aliases and tags inside a document are not written by Unity", pos);
            default -> plain(indent, parent, key);
        }
    }

    private void emptyScalar(int at, int parent, int key) {
        int v = out.add(ValueIndex.STRING, at, key, out.base + parent);
        out.close(v, at);
        lastEnd = at;
    }

    private void quoted(int parent, int key) {
        int start = pos;
        int end = quotedEnd(pos, true);
        if (end < 0) throw error(text[start] == '\'' ? "unclosed single-quoted string" : "unclosed double-quoted string", start);
        int v = out.add(ValueIndex.STRING, start, key, out.base + parent);
        out.close(v, end);
        if (lastBreak >= 0) lineStart = lastBreak + 1;
        pos = end;
        lastEnd = end;
    }

    /**
     * Just past the closing quote of the quoted scalar at {@code p}, or -1 when it does not close (on this
     * line, unless {@code multiLine}; before the document ends, otherwise).
     */
    private int quotedEnd(int p, boolean multiLine) {
        byte q = text[p];
        lastBreak = -1;
        for (int i = p + 1; i < limit; i++) {
            byte c = text[i];
            if (c == '\n') {
                if (!multiLine || isDocumentMarker(i + 1)) return -1;
                lastBreak = i;
            } else if (q == '"' && c == '\\') {
                i++;
            } else if (c == q) {
                if (q == '\'' && i + 1 < limit && text[i + 1] == '\'') i++;
                else return i + 1;
            }
        }
        return -1;
    }

    /** Puts the position at {@code p}, keeping the line start right when a value ran over several lines. */
    private void moveTo(int p) {
        for (int i = p - 1; i >= Math.max(pos, lineStart); i--) {
            if (text[i] == '\n') {
                lineStart = i + 1;
                break;
            }
        }
        pos = p;
    }

    /** A plain scalar in block context, with its continuation lines (indented past {@code indent}). */
    private void plain(int indent, int parent, int key) {
        int start = pos;
        int end = plainLineEnd(pos, false);
        int firstEnd = end;
        int p = end;
        while (true) { // continuation lines
            int next = lineAfter(p);
            int content = next;
            while (content < limit) {
                int c = content;
                while (c < limit && text[c] == ' ') c++;
                if (c < limit && (text[c] == '\n' || text[c] == '\r')) { // a blank line folds into the scalar
                    content = lineAfter(c);
                    continue;
                }
                if (c >= limit || c - content <= indent || text[c] == '#' || isDocumentMarker(content)) content = -1;
                else content = c;
                break;
            }
            if (content < 0 || content >= limit) break;
            lineStart = next; // the scalar goes on: its last line so far starts at or after here
            end = plainLineEnd(content, false);
            p = end;
        }
        int v = out.add(number(start, end) ? ValueIndex.NUMBER : ValueIndex.STRING, start, key, out.base + parent);
        out.close(v, end);
        if (p == firstEnd) pos = end; // on one line, as nearly every scalar is
        else moveTo(end);
        lastEnd = end;
    }

    /** The start of the line after the one holding {@code p}. */
    private int lineAfter(int p) {
        while (p < limit && text[p] != '\n') p++;
        return p < limit ? p + 1 : limit;
    }

    /** Just past the last non-blank character of a plain scalar's text on the line from {@code p}. */
    private int plainLineEnd(int p, boolean flow) {
        int last = p;
        for (int i = p; i < limit; i++) {
            byte c = text[i];
            if (!STOP[c & 0xFF]) {
                if (c != ' ' && c != '\t') last = i + 1;
                continue;
            }
            if (c == '\n' || c == '\r') break;
            if (c == ':' && (blankAt(i + 1) || (flow && isFlowIndicator(text[i + 1])))) {
                if (flow) break;
                throw error("': ' inside a plain scalar (such a string must be quoted)", i);
            }
            if (c == '#' && i > p && isBlank(text[i - 1])) break;
            if (flow && (c == ',' || c == '}' || c == ']' || c == '[' || c == '{')) break;
            if (c != ' ' && c != '\t') last = i + 1;
        }
        return last;
    }

    // ---- flow collections

    private void flowMapping(int parent, int key) {
        enter();
        int m = out.add(ValueIndex.OBJECT, pos, key, out.base + parent);
        pos++;
        flowSpace();
        while (true) {
            if (pos >= limit) throw error("unclosed flow mapping", out.start[m]);
            if (text[pos] == '}') { // also after a trailing comma
                pos++;
                break;
            }
            int keyStart = pos;
            int colon = keyEnd(pos, true);
            if (colon < 0) throw error("expected a key followed by ':' in a flow mapping", pos);
            pos = colon + 1;
            flowSpace();
            if (pos < limit && (text[pos] == ',' || text[pos] == '}')) emptyScalar(pos, m, keyStart);
            else flowNode(m, keyStart);
            flowSpace();
            if (pos < limit && text[pos] == ',') {
                pos++;
                flowSpace();
                continue;
            }
            if (pos < limit && text[pos] == '}') {
                pos++;
                break;
            }
            throw error("expected ',' or '}' in a flow mapping", Math.min(pos, limit));
        }
        out.close(m, pos);
        lastEnd = pos;
        markLink(m);
        depth--;
    }

    private void flowSequence(int parent, int key) {
        enter();
        int s = out.add(ValueIndex.ARRAY, pos, key, out.base + parent);
        pos++;
        flowSpace();
        while (true) {
            if (pos >= limit) throw error("unclosed flow sequence", out.start[s]);
            if (text[pos] == ']') {
                pos++;
                break;
            }
            flowNode(s, -1);
            flowSpace();
            if (pos < limit && text[pos] == ',') {
                pos++;
                flowSpace();
                continue;
            }
            if (pos < limit && text[pos] == ']') {
                pos++;
                break;
            }
            throw error("expected ',' or ']' in a flow sequence", Math.min(pos, limit));
        }
        out.close(s, pos);
        lastEnd = pos;
        depth--;
    }

    /** Spaces, line breaks and comments between flow entries. */
    private void flowSpace() {
        while (pos < limit) {
            byte b = text[pos];
            if (b == ' ' || b == '\t' || b == '\r') pos++;
            else if (b == '\n') {
                pos = lineStart = pos + 1;
                if (isDocumentMarker(pos)) return;
            } else if (b == '#' && isBlank(text[pos - 1])) {
                while (pos < limit && text[pos] != '\n') pos++;
            } else return;
        }
    }

    private void flowNode(int parent, int key) {
        if (pos >= limit) throw error("a value is missing", pos);
        byte b = text[pos];
        switch (b) {
            case '{' -> flowMapping(parent, key);
            case '[' -> flowSequence(parent, key);
            case '\'', '"' -> quoted(parent, key);
            case ',', '}', ']' -> throw error("a value is missing", pos);
            case '&', '*', '!', '|', '>' -> throw error("anchors, aliases, tags and block scalars are not written by Unity", pos);
            default -> flowPlain(parent, key);
        }
    }

    /** A plain scalar inside a flow collection; it may go on over following lines until a comma or bracket. */
    private void flowPlain(int parent, int key) {
        int start = pos;
        int end = plainLineEnd(pos, true);
        int p = end;
        while (true) {
            int q = p;
            while (q < limit && (text[q] == ' ' || text[q] == '\t' || text[q] == '\r')) q++;
            if (q >= limit || text[q] != '\n') break;
            int c = q + 1;
            while (c < limit && (isBlank(text[c]))) c++;
            if (c >= limit || isFlowIndicator(text[c]) || text[c] == '#' || text[c] == ':' || isDocumentMarker(lineStartOf(c))) break;
            end = plainLineEnd(c, true);
            p = end;
        }
        if (end == start) throw error("a value is missing", start);
        int v = out.add(number(start, end) ? ValueIndex.NUMBER : ValueIndex.STRING, start, key, out.base + parent);
        out.close(v, end);
        moveTo(end);
        lastEnd = end;
    }

    private int lineStartOf(int p) {
        while (p > 0 && text[p - 1] != '\n') p--;
        return p;
    }

    /**
     * Marks a flow mapping that is a Unity object reference: {@code fileID} first with an integer. A bare
     * {@code {fileID: 0}} is Unity's null and becomes one null value, its member dropped.
     */
    private void markLink(int m) {
        int first = m + 1;
        if (first >= out.count || out.parent[first] != out.base + m || !keyIs(out.key[first], "fileID")) return;
        if (out.kind[first] != ValueIndex.NUMBER) return;
        if (!YamlScalars.isId(text, out.start[first], out.end[first])) return;
        long id = YamlScalars.id(text, out.start[first], out.end[first]);
        boolean guid = false;
        int members = 0;
        for (int c = first; c < out.count; c = out.after[c] - out.base) {
            members++;
            if (keyIs(out.key[c], "guid")) guid = true;
        }
        if (id == 0 && members == 1) {
            out.truncate(first);
            out.kind[m] = ValueIndex.NULL;
            out.after[m] = out.base + out.count;
            return;
        }
        if (id == 0 && !guid) return;
        out.link[m] = guid ? DocumentValues.EXTERNAL : DocumentValues.LOCAL;
        out.fileId[m] = id;
    }

    private boolean keyIs(int at, String name) {
        int n = name.length();
        if (at < 0 || at + n >= limit) return false;
        for (int i = 0; i < n; i++) if (text[at + i] != name.charAt(i)) return false;
        return text[at + n] == ':';
    }

    private boolean number(int start, int end) { return YamlScalars.isNumber(text, start, end); }

    private UnityYamlSyntaxException error(String what, int at) { return new UnityYamlSyntaxException(what, at); }
}
