package cubelab.solve.tier;

import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * This machine's speed against the reference machine ({@link MachineSpeed}), measured once and
 * kept beside the tables, so every estimate, in every window and on the command line, scales by
 * the same figure until the machine changes.
 *
 * <p>The measurement builds one 4-edge pattern database on one thread (190,080 entries of random
 * table writes and move-table reads, the work of every table build and search) {@link #TIMED}
 * times after {@link #WARM_UP} builds for the JIT, and takes the lower quartile of the times:
 * other work only ever slows a build, so the slow ones say nothing about the machine, and the
 * quartile rather than the very fastest is not moved by one lucky run either.
 *
 * <p>A measurement taken while other programs kept the machine busy (more than {@link #IDLE_LOAD}
 * of its processors, {@link OtherWork}) is kept but marked, and replaced once, by a measurement on
 * an idle machine at a later start. The window measures before it starts any table build of its
 * own, so its own work does not slow the measurement either. An idle one is never
 * measured again unless asked ({@link #measureAgain()}: {@code pdb list --calibrate}).
 *
 * <p>The file holds one line a machine, {@code <machine>=<speed per core> <date> idle|busy}, the
 * machine named by its processor and cores, so a table directory shared by two machines keeps each
 * one's figure.
 */
public final class Calibration {

    /** The file's name in the tables directory. */
    public static final String FILE_NAME = "machine-speed.properties";
    /** Builds before the timed ones, while the JIT compiles the builder. */
    static final int WARM_UP = 4;
    /** Timed builds. */
    static final int TIMED = 12;
    /** Other programs' share of the processors below which the machine counts as idle. */
    static final double IDLE_LOAD = 0.25;

    /** Times the calibration build {@code count} times, in seconds each. */
    @FunctionalInterface
    interface Sampler {
        double[] seconds(int count) throws InterruptedException;
    }

    /** Other programs' share of the processors now, 0 to 1; NaN where the system does not say. */
    @FunctionalInterface
    interface LoadProbe {
        double othersShare() throws InterruptedException;
    }

    /** A calibration and whether the machine was idle while it was measured. */
    public record Measured(MachineSpeed speed, LocalDate date, boolean idle) {
    }

    private final Path file; // null: kept in memory only
    private final String machine;
    private final int cores;
    private final Sampler sampler;
    private final LoadProbe load;
    private Measured current; // null until first asked

    Calibration(Path file, String machine, int cores, Sampler sampler, LoadProbe load) {
        this.file = file;
        this.machine = machine;
        this.cores = cores;
        this.sampler = sampler;
        this.load = load;
    }

    /** This machine's calibration kept in {@code location}'s directory. */
    public static Calibration keptIn(TableLocation location) {
        int cores = Runtime.getRuntime().availableProcessors();
        return new Calibration(location.directory().resolve(FILE_NAME), machineName(cores), cores,
                Calibration::timeBuilds, OtherWork::share);
    }

    /** A fixed speed, measuring nothing: for tests and for solvers that show no estimates. */
    public static Calibration fixed(MachineSpeed speed) {
        Calibration calibration = new Calibration(null, "fixed", speed.cores(), count -> {
            throw new IllegalStateException("a fixed calibration measures nothing");
        }, () -> 0);
        calibration.current = new Measured(speed, LocalDate.now(), true);
        return calibration;
    }

    /**
     * The machine's speed: the kept one, else measured now (a fraction of a second) and kept. A
     * kept one measured on a busy machine is measured once more when the machine is idle.
     */
    public synchronized MachineSpeed speed() throws InterruptedException {
        if (current == null) {
            Optional<Measured> kept = read();
            if (kept.isPresent() && kept.get().idle()) {
                current = kept.get();
            } else {
                boolean idleNow = idleNow();
                if (kept.isPresent() && !idleNow) {
                    current = kept.get();
                } else {
                    current = measure(idleNow);
                    write();
                }
            }
        }
        return current.speed();
    }

    /** The cores a build or search gets here, known without measuring. */
    int cores() {
        return cores;
    }

    /** The speed if it is already known in this process, without measuring or reading: for the FX thread. */
    public synchronized Optional<MachineSpeed> known() {
        return Optional.ofNullable(current).map(Measured::speed);
    }

    /** Whether the machine is idle now (other programs use under {@link #IDLE_LOAD} of it, or unknown). */
    boolean idleNow() throws InterruptedException {
        return idle(load.othersShare());
    }

    /** Measures now, whatever is kept, and keeps the result: the user asked, on a machine they know is idle. */
    public synchronized Measured measureAgain() throws InterruptedException {
        current = measure(idle(load.othersShare()));
        write();
        return current;
    }

    /** The calibration in use, measuring it first if need be. */
    public synchronized Measured measured() throws InterruptedException {
        speed();
        return current;
    }

    private Measured measure(boolean idle) throws InterruptedException {
        double seconds = typicalSeconds(sampler.seconds(WARM_UP + TIMED));
        double perCore = Math.max(0.05, Math.min(20, MachineSpeed.REFERENCE_SECONDS / seconds));
        return new Measured(new MachineSpeed(perCore, cores), LocalDate.now(), idle);
    }

    /** The lower quartile of the timed builds, the warm-up ones left out. */
    static double typicalSeconds(double[] seconds) {
        double[] timed = Arrays.copyOfRange(seconds, Math.min(WARM_UP, seconds.length - 1), seconds.length);
        Arrays.sort(timed);
        return timed[timed.length / 4];
    }

    static boolean idle(double othersShare) {
        return !(othersShare >= IDLE_LOAD); // unknown counts as idle: nothing better will come
    }

    private Optional<Measured> read() {
        if (file == null) {
            return Optional.empty();
        }
        String line = KeptProperties.read(file).get(machine);
        if (line == null) {
            return Optional.empty();
        }
        String[] parts = line.split("\\s+");
        try {
            double perCore = Double.parseDouble(parts[0]);
            if (parts.length != 3 || !(perCore >= 0.05 && perCore <= 20)) {
                return Optional.empty();
            }
            return Optional.of(new Measured(new MachineSpeed(perCore, cores), LocalDate.parse(parts[1]),
                    parts[2].equals("idle")));
        } catch (RuntimeException damaged) {
            return Optional.empty(); // measured again
        }
    }

    private void write() {
        if (file == null) {
            return;
        }
        Map<String, String> entries = new TreeMap<>(KeptProperties.read(file));
        entries.put(machine, String.format(Locale.ROOT, "%.4f %s %s", current.speed().perCore(), current.date(),
                current.idle() ? "idle" : "busy"));
        KeptProperties.write(file, entries, "this machine's speed per core against the reference machine's,"
                + " measured once: speed date idle|busy");
    }

    /** The processor's model and the cores, as a key: "amd-epyc-9r14-2-cores". */
    static String machineName(int cores) {
        String model = System.getProperty("os.arch", "unknown");
        try {
            model = Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(line -> line.startsWith("model name"))
                    .map(line -> line.substring(line.indexOf(':') + 1)).findFirst().orElse(model);
        } catch (IOException | RuntimeException notLinux) {
            // the architecture alone names the machine
        }
        return (model.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-") + "-" + cores + "-cores")
                .replaceAll("^-+", "");
    }

    /** Times the calibration build: one 4-edge pattern database on one thread, {@code count} times. */
    private static double[] timeBuilds(int count) throws InterruptedException {
        TableSpec spec = TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB"));
        double[] seconds = new double[count];
        for (int attempt = 0; attempt < count; attempt++) {
            long start = System.nanoTime();
            new PatternDatabaseBuilder(1, (table, depth, states, backward, elapsed) -> { }).build(spec);
            seconds[attempt] = (System.nanoTime() - start) / 1e9;
        }
        return seconds;
    }
}
