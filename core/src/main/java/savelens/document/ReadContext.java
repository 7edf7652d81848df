package savelens.document;

import java.nio.file.Path;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * What a format may need beyond the text: the file (for sidecars and messages), a registry given by the
 * user or already resolved, the game's data folder for RPG Maker names, and how much may be read.
 */
public record ReadContext(Path file, TypeRegistry registry, RegistrySource registrySource, Path gameData, SizeLimit maxSize) {
    public static ReadContext of(Path file) {
        return new ReadContext(file, null, RegistrySource.NONE, null, SizeLimit.DEFAULT);
    }

    public ReadContext withRegistry(TypeRegistry r, RegistrySource source) {
        return new ReadContext(file, r, source, gameData, maxSize);
    }

    public ReadContext withGameData(Path dir) {
        return new ReadContext(file, registry, registrySource, dir, maxSize);
    }

    public ReadContext withFile(Path f) {
        return new ReadContext(f, registry, registrySource, gameData, maxSize);
    }

    public ReadContext withMaxSize(SizeLimit limit) {
        return new ReadContext(file, registry, registrySource, gameData, limit);
    }
}
