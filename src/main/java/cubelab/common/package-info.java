/**
 * The small vocabulary every layer and the race engine share: {@link cubelab.common.Cancellation}
 * (stop a running job), {@link cubelab.common.Progress} (a job's text and fraction done) and
 * {@link cubelab.common.AppVersion} (the version the window and the command line show),
 * {@link cubelab.common.TextSpaces} (what a space is in anything a user types),
 * {@link cubelab.common.Excerpt} (how much of an input an error message quotes) and
 * {@link cubelab.common.AtomicFiles} (the last step of every write: one atomic move). It
 * depends on the JDK only, so the race engine stays JDK-only while using it (ArchUnit).
 */
package cubelab.common;
