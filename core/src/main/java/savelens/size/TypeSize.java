package savelens.size;

/**
 * One row of the histogram by type: how many nodes have it, their shallow bytes, and the bytes they retain
 * together (the nodes dominated by any of them, counted once: MAT's retained set).
 */
public record TypeSize(String type, int count, long shallow, long retained) {}
