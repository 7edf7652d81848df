package savelens.app.main;

import java.util.List;

/** One choice in a file dialog's type list: what it is called and the name patterns it shows ({@code *.rpgsave}). */
public record FileTypeFilter(String name, List<String> patterns) {
    public FileTypeFilter {
        patterns = List.copyOf(patterns);
    }
}
