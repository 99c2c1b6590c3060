/**
 * The small vocabulary every layer and the race engine share: {@link cubelab.common.Cancellation}
 * (stop a running job), {@link cubelab.common.Progress} (a job's text and fraction done) and
 * {@link cubelab.common.AppVersion} (the version the window and the command line show). It
 * depends on the JDK only, so the race engine stays JDK-only while using it (ArchUnit).
 */
package cubelab.common;
