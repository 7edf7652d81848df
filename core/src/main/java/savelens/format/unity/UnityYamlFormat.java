package savelens.format.unity;

import java.util.List;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;

/**
 * Unity's YAML scenes, prefabs and assets: documents {@code --- !u!CLASSID &FILEID}, each one node whose id is
 * its file id and whose type is its top-level key; {@code {fileID: N}} refers to a node of the same file,
 * {@code {fileID, guid, type}} to another asset. The text is the file: saved as it was read, byte for byte.
 */
public final class UnityYamlFormat implements FormatProvider {
    public static final String NAME = "unity-yaml";

    /** The tag directive every Unity YAML file starts with. */
    private static final String TAG = "%TAG !u! tag:unity3d.com,2011:";
    private static final int SNIFF = 4096;

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(40).stableIds(FormatCapabilities.StableIds.ALWAYS).sceneShape("unity").build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public List<String> extensions() {
        return List.of(".unity", ".prefab", ".asset", ".controller", ".overrideController", ".mat", ".anim", ".mask",
                ".physicMaterial", ".physicsMaterial2D", ".physicsMaterial", ".lighting", ".preset", ".guiskin", ".mixer",
                ".playable", ".signal", ".renderTexture", ".flare", ".brush", ".fontsettings", ".giparams", ".terrainlayer",
                ".spriteatlas", ".cubemap", ".shadervariants");
    }

    @Override public boolean detect(byte[] file) {
        int limit = Math.min(file.length, SNIFF);
        return contains(file, limit, TAG) || contains(file, limit, "--- !u!");
    }

    private static boolean contains(byte[] file, int limit, String s) {
        outer:
        for (int i = 0; i + s.length() <= limit; i++) {
            for (int k = 0; k < s.length(); k++) if (file[i + k] != s.charAt(k)) continue outer;
            return true;
        }
        return false;
    }

    @Override public byte[] decode(byte[] file) { return file; }

    @Override public byte[] encode(byte[] text) { return text; }

    @Override public Document read(byte[] text, ReadContext context) {
        return UnityYamlReader.read(this, text, context);
    }
}
