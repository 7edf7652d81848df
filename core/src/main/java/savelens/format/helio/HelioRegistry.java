package savelens.format.helio;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import savelens.document.InputTooLargeException;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.format.InputFile;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/** Which type registry a helio document is read with: the one given, else the embedded one, else a sidecar file. */
final class HelioRegistry {
    private HelioRegistry() {}

    /** The registry chosen (null when there is none) and where it came from. */
    record Choice(TypeRegistry registry, RegistrySource source) {
        TypeRegistry registryOrEmpty() {
            return registry == null ? TypeRegistry.EMPTY : registry;
        }
    }

    /** {@code embedded} reads the document's {@code "types"}, or is null when it has none. */
    static Choice choose(ReadContext context, Supplier<TypeRegistry> embedded) {
        if (context.registry() != null) return new Choice(context.registry(), context.registrySource());
        if (embedded != null) return new Choice(embedded.get(), RegistrySource.EMBEDDED);
        TypeRegistry sidecar = sidecar(context.file(), context.maxSize());
        return new Choice(sidecar, sidecar == null ? RegistrySource.NONE : RegistrySource.SIDECAR);
    }

    /** {@code island.registry.json} beside {@code island.json}. */
    static Path sidecarPath(Path file) { return savelens.format.RegistrySidecars.path(file); }

    private static TypeRegistry sidecar(Path file, SizeLimit limit) {
        Path p = sidecarPath(file);
        if (p == null || !Files.isRegularFile(p)) return null;
        try {
            return TypeRegistry.parse(InputFile.read(p, limit));
        } catch (InputTooLargeException e) {
            throw new InputTooLargeException("registry " + p.getFileName() + ": " + e.getMessage(), e.raisable());
        } catch (RuntimeException e) {
            throw new UnreadableDocumentException("registry " + p.getFileName() + ": " + e.getMessage());
        }
    }
}
