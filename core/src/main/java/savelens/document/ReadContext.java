package savelens.document;

import java.nio.file.Path;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * What a format may need beyond the text: the file (for sidecars and messages), a registry given by the
 * user or already resolved, the game's data folder for RPG Maker names, how much may be read, and the member
 * that carries an object's id where the content cannot tell it (Jackson's {@code @JsonIdentityInfo} property;
 * null for the default).
 */
public record ReadContext(Path file, TypeRegistry registry, RegistrySource registrySource, Path gameData, SizeLimit maxSize,
                          String idProperty) {
    public ReadContext(Path file, TypeRegistry registry, RegistrySource registrySource, Path gameData, SizeLimit maxSize) {
        this(file, registry, registrySource, gameData, maxSize, null);
    }

    public static ReadContext of(Path file) {
        return new ReadContext(file, null, RegistrySource.NONE, null, SizeLimit.DEFAULT);
    }

    /** The member that carries an object's id (Jackson); null for the format's default. */
    public ReadContext withIdProperty(String name) {
        return new ReadContext(file, registry, registrySource, gameData, maxSize, name);
    }

    public ReadContext withRegistry(TypeRegistry r, RegistrySource source) {
        return new ReadContext(file, r, source, gameData, maxSize, idProperty);
    }

    public ReadContext withGameData(Path dir) {
        return new ReadContext(file, registry, registrySource, dir, maxSize, idProperty);
    }

    public ReadContext withFile(Path f) {
        return new ReadContext(f, registry, registrySource, gameData, maxSize, idProperty);
    }

    public ReadContext withMaxSize(SizeLimit limit) {
        return new ReadContext(file, registry, registrySource, gameData, limit, idProperty);
    }
}
