package cubelab.solve.tier;

import java.lang.management.ManagementFactory;

/**
 * How busy other programs keep this machine: the share of all its processors used over a short
 * moment by everything but this process, 0 to 1 (NaN where the system does not say).
 *
 * <p>CubeLab's own work is left out on purpose. The load average counts it (the window drawing
 * itself at start-up, the table build that just ended) and lags a minute behind, so a machine
 * whose only work was CubeLab's read as busy and its measurements were thrown away; what slows a
 * measurement is work CubeLab cannot see, and that is what this counts.
 */
final class OtherWork {

    /** Long enough for the processor counters to move by many clock ticks. */
    private static final long MOMENT_MILLIS = 300;

    private OtherWork() {
    }

    /** Other programs' share of the processors over the next moment (this call waits that long). */
    static double share() throws InterruptedException {
        if (!(ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os)) {
            return Double.NaN;
        }
        // each figure is since the bean's previous reading: the first pair starts the moment
        os.getCpuLoad();
        os.getProcessCpuLoad();
        Thread.sleep(MOMENT_MILLIS);
        double all = os.getCpuLoad();
        double own = os.getProcessCpuLoad();
        if (all < 0 || own < 0) {
            return Double.NaN;
        }
        return Math.max(0, all - own);
    }
}
