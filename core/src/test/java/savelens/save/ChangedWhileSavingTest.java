package savelens.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Another program (the game) writes the file while SaveLens is writing its new version: during the write, the
 * flush, the read-back or the backups. Made to happen at that very step through the save's steps, not by timing.
 * The game's version stays; SaveLens's is kept in FILE.savelens-edit; the refusal says so.
 */
class ChangedWhileSavingTest {
    @TempDir Path dir;

    static final byte[] READ = "{\"gold\":100,\"hp\":10}".getBytes(StandardCharsets.UTF_8);
    static final byte[] MINE = "{\"gold\":100,\"hp\":99}".getBytes(StandardCharsets.UTF_8);
    /** Same length as what was read: only the content tells it apart, whatever the clock's tick. */
    static final byte[] THE_GAMES_SAME_SIZE = "{\"gold\":777,\"hp\":10}".getBytes(StandardCharsets.UTF_8);
    static final byte[] THE_GAMES = "{\"gold\":123456,\"hp\":10}".getBytes(StandardCharsets.UTF_8);

    enum How { IN_PLACE, BY_RENAME }

    record Race(String step, How how, byte[] content, int backups, boolean stamped) {
        @Override public String toString() {
            return "the game writes " + how + " during " + step + (content.length == READ.length ? " (same size)" : "")
                    + ", backups " + backups + (stamped ? "" : ", no stamp (Overwrite)");
        }
    }

    static Stream<Race> races() {
        return Stream.of(
                new Race("write", How.IN_PLACE, THE_GAMES, 1, true),
                new Race("force", How.BY_RENAME, THE_GAMES, 0, true),
                new Race("readBack", How.IN_PLACE, THE_GAMES_SAME_SIZE, 1, true),
                new Race("readBack", How.BY_RENAME, THE_GAMES_SAME_SIZE, 0, true),
                new Race("readBack", How.IN_PLACE, THE_GAMES, 0, false),
                new Race("readBack", How.BY_RENAME, THE_GAMES_SAME_SIZE, 1, false),
                new Race("link", How.IN_PLACE, THE_GAMES, 1, true),
                new Race("link", How.BY_RENAME, THE_GAMES, 2, true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("races")
    void aChangeDuringTheSaveIsNotOverwrittenAndTheEditIsKept(Race race) throws IOException {
        Path file = Files.write(dir.resolve("save.json"), READ);
        FileStamp stamp = FileStamp.read(file, Formats::bytes).stamp();
        SaveOptions options = SaveOptions.defaults().withBackups(race.backups())
                .expecting(race.stamped() ? stamp : null).through(theGameWritesDuring(race, file));

        SaveRefusedException refused = assertThrows(SaveRefusedException.class, () -> AtomicSave.write(file, MINE, b -> { }, options));

        assertEquals(SaveRefusedException.Reason.CHANGED_WHILE_SAVING, refused.reason());
        assertEquals(file + " changed on disk while saving; nothing was written; your edit is kept in " + file + ".savelens-edit",
                refused.getMessage());
        assertArrayEquals(race.content(), Files.readAllBytes(file), "the game's version stays");
        assertArrayEquals(MINE, Files.readAllBytes(dir.resolve("save.json.savelens-edit")), "the edit is kept");
        assertEquals(List.of(), leftovers(), "no temp file is left");
    }

    @Test void withoutAChangeTheSaveGoesThroughAndKeepsNoEditFile() throws IOException {
        Path file = Files.write(dir.resolve("save.json"), READ);
        FileStamp stamp = FileStamp.read(file, Formats::bytes).stamp();
        AtomicSave.write(file, MINE, b -> { }, SaveOptions.defaults().expecting(stamp));
        assertArrayEquals(MINE, Files.readAllBytes(file));
        assertFalse(Files.exists(dir.resolve("save.json.savelens-edit")));
    }

    /** The disk's steps, except that at {@code race.step} the game writes the file first. */
    private SaveSteps theGameWritesDuring(Race race, Path file) {
        Runnable game = () -> {
            try {
                if (race.how() == How.IN_PLACE) {
                    Files.write(file, race.content());
                } else {
                    Path beside = Files.write(dir.resolve("game-writes.tmp"), race.content());
                    Files.move(beside, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
        return new ForwardingSteps() {
            boolean done;

            private void at(String step) {
                if (!done && step.equals(race.step())) {
                    done = true;
                    game.run();
                }
            }

            @Override public void write(FileChannel channel, ByteBuffer bytes) throws IOException {
                at("write");
                super.write(channel, bytes);
            }

            @Override public void force(FileChannel channel) throws IOException {
                at("force");
                super.force(channel);
            }

            @Override public boolean readBack(Path f, SavedBytes expected) throws IOException {
                at("readBack");
                return super.readBack(f, expected);
            }

            @Override public void link(Path existing, Path link) throws IOException {
                at("link");
                super.link(existing, link);
            }
        };
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp") && !n.equals("game-writes.tmp"))
                    .collect(Collectors.toList());
        }
    }

    /** Reads a file's bytes, as a reader would. */
    static final class Formats {
        static byte[] bytes(Path p) {
            try {
                return Files.readAllBytes(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
