package cubelab.cli;

import picocli.CommandLine;

/** Reads the version from the jar manifest, or says it is a development build. */
final class VersionProvider implements CommandLine.IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = CubeLabCommand.class.getPackage().getImplementationVersion();
        return new String[] {"CubeLab " + (version == null ? "(development build)" : version)};
    }
}
