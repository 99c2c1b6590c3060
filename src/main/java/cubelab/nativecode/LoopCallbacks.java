package cubelab.nativecode;

/**
 * What a native search loop calls back while it runs. The C code looks the two methods up by name
 * and signature on the object it is given ({@code subtree_run.h}), so they must keep theirs.
 */
public interface LoopCallbacks {

    /** Asked every 16,384 nodes whether to stop; gets the nodes this call has counted so far. */
    boolean stop(long nodes);

    /** A solution is in the path (every solution asked for; the search goes on). */
    void solution();
}
