package cubelab.common;

/**
 * The application's version, read from the jar manifest's Implementation-Version. The window's
 * About box and {@code cubelab --version} both ask here, so they always agree.
 */
public final class AppVersion {

    /** What a run from compiled classes (no jar manifest) reports. */
    public static final String DEVELOPMENT_BUILD = "(development build)";

    private AppVersion() {
    }

    /** The version, or {@link #DEVELOPMENT_BUILD} when there is no jar manifest saying one. */
    public static String version() {
        String version = AppVersion.class.getPackage().getImplementationVersion();
        return version == null || version.isBlank() ? DEVELOPMENT_BUILD : version;
    }

    /** "CubeLab 1.2.0", or "CubeLab (development build)". */
    public static String describe() {
        return "CubeLab " + version();
    }
}
