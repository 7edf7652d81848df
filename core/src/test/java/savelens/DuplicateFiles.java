package savelens;

import java.nio.charset.StandardCharsets;
import savelens.format.rpgmaker.LzString;

/**
 * Files full of duplicates, one per format, and for each a file of about the same size whose names and ids
 * are all distinct: the pair a reader must handle in about the same time (tests count its work, the bench
 * times it). {@code n} is the number of duplicates a check reports.
 */
public final class DuplicateFiles {
    private DuplicateFiles() {}

    public enum Kind { MV, HELIO, UNITY, GODOT }

    /** The file's name (its extension picks the format) and bytes. */
    public record File(String name, byte[] bytes) {}

    public static File duplicates(Kind kind, int n) { return of(kind, n, true); }

    public static File distinct(Kind kind, int n) { return of(kind, n, false); }

    private static File of(Kind kind, int n, boolean dup) {
        return switch (kind) {
            case MV -> new File("file1.rpgsave", utf8(LzString.compressToBase64(mvJson(n, dup))));
            case HELIO -> new File("dup.json", utf8(helio(n, dup)));
            case UNITY -> new File("dup.unity", utf8(unity(n, dup)));
            case GODOT -> new File("dup.tscn", utf8(godot(n, dup)));
        };
    }

    /** An MV save whose Game_System object has the key {@code _gold} n + 1 times (or n + 1 keys {@code _goldN}). */
    public static String mvJson(int n, boolean dup) {
        StringBuilder s = new StringBuilder("{\"system\":{");
        for (int i = 0; i <= n; i++) s.append("\"_gold").append(name(dup, i)).append("\":").append(i).append(',');
        return s.append("\"@c\":2,\"@\":\"Game_System\"},\"@c\":1}").toString();
    }

    /** A helio node whose fields hold one name n + 1 times. */
    public static String helio(int n, boolean dup) {
        StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{");
        for (int i = 0; i <= n; i++) {
            if (i > 0) s.append(',');
            s.append("\"a").append(name(dup, i)).append("\":").append(i);
        }
        return s.append("}}]}").toString();
    }

    /** 2n Unity documents, each file id given twice. */
    public static String unity(int n, boolean dup) {
        StringBuilder s = new StringBuilder("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n");
        for (int i = 0; i < 2 * n; i++) {
            long id = 1_000_000 + (dup ? i / 2 : i);
            s.append("--- !u!1 &").append(id).append("\nGameObject:\n  m_Name: g").append(i).append('\n');
        }
        return s.toString();
    }

    /** A Godot scene with 2n sub-resources, each id given twice, or with n + 1 root children of one name. */
    public static String godot(int n, boolean dup) {
        StringBuilder s = new StringBuilder("[gd_scene load_steps=1 format=3]\n\n");
        for (int i = 0; i < n; i++) {
            String id = "s" + name(false, dup ? i / 2 : i);
            s.append("[sub_resource type=\"CircleShape2D\" id=\"").append(id).append("\"]\nradius = 4.0\n\n");
        }
        s.append("[node name=\"Root\" type=\"Node2D\"]\n");
        for (int i = 0; i < n; i++) {
            s.append("\n[node name=\"N").append(name(dup, i)).append("\" type=\"Node2D\" parent=\".\"]\n");
        }
        return s.toString();
    }

    /** The same name every time, or a distinct one of the same length: the two files differ in nothing else. */
    private static String name(boolean dup, int i) {
        String distinct = Integer.toString(i, 36);
        return dup ? "zzzzz" : "00000".substring(distinct.length()) + distinct;
    }

    private static byte[] utf8(String s) { return s.getBytes(StandardCharsets.UTF_8); }
}
