package savelens.save;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.DosFileAttributes;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.Set;

/**
 * What a save keeps of the file it replaces (permission bits, owner, group) and what it checks first
 * (read-only, more than one hard link). Null permissions where the file system has no POSIX attributes.
 */
record FileIdentity(Set<PosixFilePermission> permissions, UserPrincipal owner, GroupPrincipal group, int links, boolean readOnly, int specialBits) {
    /** The setuid, setgid and sticky bits of a Unix mode, which {@link PosixFilePermission} cannot name. */
    static final int SPECIAL = 07000;

    static FileIdentity of(Path file) throws IOException {
        PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (posix != null) {
            PosixFileAttributes a = posix.readAttributes();
            // The owner write bit decides, even for root, who could write anything; a file this user may not
            // write (another's, or on a read-only mount) is read-only to them as well.
            boolean readOnly = !a.permissions().contains(PosixFilePermission.OWNER_WRITE) || !Files.isWritable(file);
            return new FileIdentity(a.permissions(), a.owner(), a.group(), links(file), readOnly, specialBits(file));
        }
        boolean readOnly = !Files.isWritable(file);
        try {
            readOnly |= Files.readAttributes(file, DosFileAttributes.class).isReadOnly();
        } catch (UnsupportedOperationException e) {
            // neither POSIX nor DOS attributes: writability alone
        }
        return new FileIdentity(null, null, null, links(file), readOnly, 0);
    }

    /**
     * Gives {@code file} this identity: owner and group where this process may set them (quietly not
     * otherwise: only root may give a file away), then the permission bits, which changing the owner may clear.
     */
    void applyTo(Path file) throws IOException {
        if (permissions == null) return;
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (view == null) return;
        PosixFileAttributes now = view.readAttributes();
        if (!now.owner().equals(owner)) {
            try {
                view.setOwner(owner);
            } catch (IOException | SecurityException | UnsupportedOperationException e) {
                // not allowed to give the file away: it stays this user's
            }
        }
        if (!now.group().equals(group)) {
            try {
                view.setGroup(group);
            } catch (IOException | SecurityException | UnsupportedOperationException e) {
                // not a member of that group
            }
        }
        view.setPermissions(permissions);
        // Last: a change of owner clears setuid and setgid, and the permission set cannot express them.
        if (specialBits != 0) Files.setAttribute(file, "unix:mode", modeOf(permissions) | specialBits);
    }

    private static int specialBits(Path file) {
        try {
            return ((Number) Files.getAttribute(file, "unix:mode")).intValue() & SPECIAL;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return 0; // no Unix mode here
        }
    }

    private static int modeOf(Set<PosixFilePermission> permissions) {
        int mode = 0;
        for (PosixFilePermission p : permissions) mode |= 0400 >> p.ordinal(); // OWNER_READ first, OTHERS_EXECUTE last
        return mode;
    }

    private static int links(Path file) {
        try {
            return ((Number) Files.getAttribute(file, "unix:nlink")).intValue();
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return 1; // no link count on this file system
        }
    }
}
