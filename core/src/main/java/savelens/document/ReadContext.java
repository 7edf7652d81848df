package savelens.document;

import java.nio.file.Path;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * What a format may need beyond the text: the file (for sidecars and messages), a registry given by the
 * user or already resolved, and the game's data folder for RPG Maker names.
 */
public record ReadContext(Path file, TypeRegistry registry, RegistrySource registrySource, Path gameData) {
    public static ReadContext of(Path file) {
        return new ReadContext(file, null, RegistrySource.NONE, null);
    }

    public ReadContext withRegistry(TypeRegistry r, RegistrySource source) {
        return new ReadContext(file, r, source, gameData);
    }

    public ReadContext withGameData(Path dir) {
        return new ReadContext(file, registry, registrySource, dir);
    }

    public ReadContext withFile(Path f) {
        return new ReadContext(f, registry, registrySource, gameData);
    }
}
