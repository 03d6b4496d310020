import Testing
@testable import archtool

/// What `lint --staged/--changed` and `install-hook` say when git has no repository for them:
/// "not in one" only when there is none, git's own message when it refuses one.
@Suite struct GitRepositoryTests {
    @Test func onlyNoRepositoryAtAllIsNotInOne() {
        #expect(Git.noRepository(at: "/w", for: "--staged", gitError: "fatal: not a git repository (or any of the parent directories): .git\n")
            == CommandFailure(message: "--staged needs a git repository, and '/w' is not in one", exitCode: 2))
        #expect(Git.noRepository(at: "/w", for: "--changed", gitError: """
            fatal: not a git repository (or any parent up to mount point /)
            Stopping at filesystem boundary (GIT_DISCOVERY_ACROSS_FILESYSTEM not set).

            """) == CommandFailure(message: "--changed needs a git repository, and '/w' is not in one", exitCode: 2))
        // A repository another user owns (a CI container, a mounted volume): git says how to trust it.
        #expect(Git.noRepository(at: "/w/ios", for: "install-hook", gitError: """
            fatal: detected dubious ownership in repository at '/w'
            To add an exception for this directory, call:

            \tgit config --global --add safe.directory /w

            """) == CommandFailure(message: """
            install-hook needs a git repository, and git cannot use '/w/ios': fatal: detected dubious ownership in repository at '/w'
            To add an exception for this directory, call:

            \tgit config --global --add safe.directory /w
            """, exitCode: 2))
    }
}
