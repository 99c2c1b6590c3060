package cubelab.tables.coset;

/** Progress of a coset table build; called from the thread that runs the build, a few times a second. */
@FunctionalInterface
public interface CosetBuildListener {

    CosetBuildListener NONE = progress -> { };

    void progress(CosetBuildProgress progress);
}
