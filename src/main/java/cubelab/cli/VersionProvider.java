package cubelab.cli;

import cubelab.common.AppVersion;
import picocli.CommandLine;

/** The version from the jar manifest, or that it is a development build (shared with Help → About). */
final class VersionProvider implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {AppVersion.describe()};
    }
}
