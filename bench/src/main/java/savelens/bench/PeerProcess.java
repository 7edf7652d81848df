package savelens.bench;

import java.nio.file.Files;
import java.nio.file.Path;

/** {@code PeerProcess scan|readTree|lines FILE}: a peer as a process of its own, for the matrix's process rows. */
public final class PeerProcess {
    private PeerProcess() {}

    public static void main(String[] args) throws Exception {
        byte[] text = Files.readAllBytes(Path.of(args[1]));
        Object result = switch (args[0]) {
            case "scan" -> Peers.tokenScan(text);
            case "readTree" -> Peers.readTree(text).size();
            case "lines" -> Peers.lineScan(text);
            default -> throw new IllegalArgumentException("scan, readTree or lines");
        };
        System.out.println(result);
    }
}
