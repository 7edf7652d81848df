package savelens.save;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Another process holding the save lock of a file: says "held", lets go when a line arrives on stdin. */
public final class LockHolder {
    private LockHolder() {}

    public static void main(String[] args) throws Exception {
        Path real = Path.of(args[0]).toRealPath();
        try (SaveLock lock = SaveLock.acquire(real, SaveSteps.onDisk())) {
            Path temp = TempNames.content(real); // as a save under way has
            Files.writeString(temp, "a save in progress");
            System.out.println("held " + temp.getFileName());
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            Files.delete(temp);
        }
        System.out.println("released");
    }
}
