package savelens.bench;

import java.io.OutputStream;
import java.util.Arrays;

/** An in-memory output that keeps its buffer between runs, so writers are timed without disk noise. */
final class ByteSink extends OutputStream {
    private byte[] buf;
    private int size;

    ByteSink(int capacity) { buf = new byte[Math.max(16, capacity)]; }

    ByteSink reset() {
        size = 0;
        return this;
    }

    int size() { return size; }

    byte[] toByteArray() { return Arrays.copyOf(buf, size); }

    @Override public void write(int b) {
        ensure(1);
        buf[size++] = (byte) b;
    }

    @Override public void write(byte[] b, int off, int len) {
        ensure(len);
        System.arraycopy(b, off, buf, size, len);
        size += len;
    }

    private void ensure(int more) {
        if (size + more > buf.length) buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
    }
}
