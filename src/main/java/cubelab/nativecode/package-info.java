/**
 * CubeLab's whole boundary with its C code ({@code src/main/c}): loading the library
 * ({@link cubelab.nativecode.NativeLibrary}), the check that it was compiled with Java's table
 * dimensions ({@link cubelab.nativecode.NativeDimensions}), and every {@code native} method: the
 * Korf, coset and slice-group search loops ({@link cubelab.nativecode.KorfKernel},
 * {@link cubelab.nativecode.CosetKernel}, {@link cubelab.nativecode.SliceKernel}), the coset
 * build's forward passes ({@link cubelab.nativecode.CosetPasses}) and the tables' huge-page memory
 * ({@link cubelab.nativecode.NativeWords}). Each class owns its C object's lifetime and takes
 * primitive arrays, direct buffers and numbers only, so this package needs nothing but the JDK
 * and {@code cubelab.common} and sits under the tables and the search, which both call it; the
 * adapters that turn tables and heuristics into those arrays stay beside them
 * ({@code cubelab.search.Native*Kernel}, {@code cubelab.tables.coset.NativeCosetPasses}). The C
 * entry points are named after these classes (ArchUnit holds the package's place and that no
 * other declares a {@code native} method).
 */
package cubelab.nativecode;
