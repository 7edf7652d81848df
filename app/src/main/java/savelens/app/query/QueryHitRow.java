package savelens.app.query;

import savelens.path.DocumentPath;

/**
 * One value a query found, as its row shows it: its SaveLens path, its value as {@code get} prints it (cut to
 * {@link QueryViewModel#SHOWN} characters, on one line), and its name from the user's world, or null.
 */
public record QueryHitRow(DocumentPath path, String value, String name) {}
