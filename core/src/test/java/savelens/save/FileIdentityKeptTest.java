package savelens.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Assumptions;

/** A save keeps what the user did not change about the file: mode, owner, the symlink, and refuses what it may not do. */
class FileIdentityKeptTest {
    @TempDir Path dir;
    Path file;
    static final byte[] BEFORE = "{\"root\":0,\"nodes\":[]}".getBytes(StandardCharsets.UTF_8);
    static final byte[] AFTER = "{\"root\":1,\"nodes\":[]}".getBytes(StandardCharsets.UTF_8);

    @BeforeEach void posixOnly() throws IOException {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (!posix) System.err.println("FileIdentityKeptTest skipped: this file system has no POSIX permissions");
        Assumptions.assumeTrue(posix, "POSIX permissions");
        file = Files.write(dir.resolve("save.json"), BEFORE);
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
    }

    private static SaveResult save(Path target) {
        return AtomicSave.write(target, AFTER, back -> { });
    }

    @Test void theModeIsKept() throws IOException {
        for (String mode : List.of("rw-r--r--", "rw-------", "rw-rw-r--", "rwxr-x---")) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
            save(file);
            assertEquals(mode, mode(file));
            assertArrayEquals(AFTER, Files.readAllBytes(file));
        }
    }

    /** setuid, setgid and sticky bits are part of the mode too, though {@code PosixFilePermission} cannot name them. */
    @Test void setuidSetgidAndStickyBitsAreKept() throws IOException {
        for (int mode : new int[] {04755, 02750, 01644, 06755}) {
            try {
                Files.setAttribute(file, "unix:mode", mode);
            } catch (UnsupportedOperationException | IllegalArgumentException e) {
                System.err.println("FileIdentityKeptTest: no unix:mode here, special bits not checked");
                return;
            }
            if ((((Number) Files.getAttribute(file, "unix:mode")).intValue() & 07777) != mode) continue; // not allowed to set it here
            save(file);
            assertEquals(Integer.toOctalString(mode), Integer.toOctalString(((Number) Files.getAttribute(file, "unix:mode")).intValue() & 07777));
            assertArrayEquals(AFTER, Files.readAllBytes(file));
        }
    }

    /**
     * The new content and a backup copy are made in files no one else may open until they have the
     * original's mode: a reader who opened one while it was wider would keep reading what goes in after.
     */
    @Test void aPrivateFileIsNeverCopiedIntoAFileOthersMayOpen() throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        Files.createLink(dir.resolve("other.json"), file); // a second name: the backup is a copy, not a link
        List<String> modes = new ArrayList<>();
        SaveSteps watching = new ForwardingSteps() {
            @Override public FileChannel createNew(Path f, boolean ownerOnly) throws IOException {
                FileChannel channel = super.createNew(f, ownerOnly);
                modes.add("created " + mode(f));
                return channel;
            }

            @Override public void copy(Path from, Path to) throws IOException {
                super.copy(from, to);
                modes.add("copied " + mode(to));
            }
        };
        AtomicSave.write(file, AFTER, back -> { }, SaveOptions.defaults().through(watching));
        assertEquals(List.of("created rw-------", "copied rw-------"), modes);
        assertEquals("rw-------", mode(file));
        assertEquals("rw-------", mode(dir.resolve("save.json.bak")));
        assertArrayEquals(BEFORE, Files.readAllBytes(dir.resolve("save.json.bak")));
    }

    @Test void aNewFileGetsTheModeEveryNewFileGetsHere() throws IOException {
        Path probe = Files.createFile(dir.resolve("probe")); // the umask at work
        Path out = dir.resolve("out.json");
        save(out);
        assertEquals(mode(probe), mode(out));
        assertArrayEquals(AFTER, Files.readAllBytes(out));
    }

    @Test void ownerAndGroupAreKeptWhereThisProcessMaySetThem() throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        UserPrincipal nobody;
        GroupPrincipal group;
        try {
            nobody = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
            group = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByGroupName("nogroup");
        } catch (UserPrincipalNotFoundException e) {
            group = null;
            nobody = null;
        }
        boolean canGiveAway = nobody != null && group != null && giveAway(view, nobody, group);
        if (!canGiveAway) System.err.println("FileIdentityKeptTest: only root can give a file to nobody:nogroup; checking the owner stays the same");
        UserPrincipal owner = view.getOwner();
        GroupPrincipal ownerGroup = view.readAttributes().group();
        save(file);
        PosixFileAttributeView after = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        assertEquals(owner, after.getOwner());
        assertEquals(ownerGroup, after.readAttributes().group());
    }

    private static boolean giveAway(PosixFileAttributeView view, UserPrincipal user, GroupPrincipal group) {
        try {
            view.setOwner(user);
            view.setGroup(group);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test void throughASymlinkTheTargetIsWrittenAndTheLinkStays() throws IOException {
        Path real = Files.createDirectory(dir.resolve("real"));
        Path target = Files.write(real.resolve("t.json"), BEFORE);
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("real/t.json"));
        save(link);
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(Path.of("real/t.json"), Files.readSymbolicLink(link));
        assertArrayEquals(AFTER, Files.readAllBytes(target));
        assertEquals("rw-r-----", mode(target));
        assertArrayEquals(BEFORE, Files.readAllBytes(real.resolve("t.json.bak")), "the backup is beside the real file");
        assertFalse(Files.exists(dir.resolve("link.json.bak")));
    }

    @Test void aLinkToAFileNotThereYetCreatesItsTarget() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("made.json"));
        save(link);
        assertTrue(Files.isSymbolicLink(link));
        assertArrayEquals(AFTER, Files.readAllBytes(dir.resolve("made.json")));
    }

    @Test void aSecondHardLinkIsSplitWithAWarningAndKeepsTheOldContent() throws IOException {
        Path other = Files.createLink(dir.resolve("other.json"), file);
        SaveResult r = save(file);
        assertEquals(List.of(file + " had 2 hard links; the save made it a file of its own, the other link keeps the old content"), r.warnings());
        assertArrayEquals(AFTER, Files.readAllBytes(file));
        assertArrayEquals(BEFORE, Files.readAllBytes(other));
        assertEquals(1, Files.getAttribute(file, "unix:nlink"));
        assertFalse(Files.isSameFile(other, dir.resolve("save.json.bak")), "the backup is a copy, not a third name of the shared file");
        assertEquals(List.of(), save(file).warnings(), "once split, no warning");
    }

    @Test void aReadOnlyFileIsRefusedEvenForRoot() throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        SaveRefusedException e = assertThrows(SaveRefusedException.class, () -> save(file));
        assertEquals(SaveRefusedException.Reason.READ_ONLY, e.reason());
        assertEquals(file + " is read-only; use -o OUT or Save As", e.getMessage());
        assertArrayEquals(BEFORE, Files.readAllBytes(file));
        assertEquals("r--r--r--", mode(file));
        assertEquals(List.of("save.json"), names(), "no temp, backup or lock file");
    }

    @Test void aFolderThatRefusesNewFilesGetsAdviceNotAnExceptionName() throws IOException {
        SaveSteps refusing = new ForwardingSteps() {
            @Override public FileChannel createNew(Path f, boolean ownerOnly) throws IOException { throw new AccessDeniedException(f.toString()); }
        };
        SaveRefusedException e = assertThrows(SaveRefusedException.class,
                () -> AtomicSave.write(file, AFTER, b -> { }, SaveOptions.defaults().through(refusing)));
        assertEquals(SaveRefusedException.Reason.FOLDER_NOT_WRITABLE, e.reason());
        assertEquals(file + " cannot be saved here: the folder is not writable; use -o OUT or Save As", e.getMessage());
        assertArrayEquals(BEFORE, Files.readAllBytes(file));
        assertEquals(List.of("save.json"), names());
    }

    @Test void aFullDiskSaysSoAndNamesNoTempFile() throws IOException {
        SaveSteps full = new ForwardingSteps() {
            @Override public void force(FileChannel channel) throws IOException {
                throw new java.nio.file.FileSystemException(null, null, "No space left on device");
            }
        };
        SaveFailedException e = assertThrows(SaveFailedException.class,
                () -> AtomicSave.write(file, AFTER, b -> { }, SaveOptions.defaults().through(full)));
        assertEquals("cannot write save.json: No space left on device", e.getMessage());
        assertEquals(List.of("save.json"), names());
    }

    @Test void aMissingFolderIsSaidPlainly() {
        SaveFailedException e = assertThrows(SaveFailedException.class, () -> save(dir.resolve("missing/a.json")));
        assertEquals("cannot write a.json: the folder " + dir.resolve("missing") + " does not exist", e.getMessage());
    }

    @Test void aFolderIsNotAFileToSaveOver() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("folder.json"));
        SaveFailedException e = assertThrows(SaveFailedException.class, () -> save(folder));
        assertEquals("cannot write folder.json: it is a folder", e.getMessage());
    }

    @Test void aDeviceIsNotReplacedByAFile() throws IOException {
        Path devNull = Path.of("/dev/null");
        Assumptions.assumeTrue(Files.exists(devNull) && !Files.isRegularFile(devNull), "a device to try");
        SaveFailedException e = assertThrows(SaveFailedException.class, () -> save(devNull));
        assertEquals("cannot write null: it is not a regular file", e.getMessage());
        assertFalse(Files.isRegularFile(devNull));
        try (Stream<Path> s = Files.list(Path.of("/dev"))) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith(".null.")), "no lock or temp file in /dev");
        }
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
