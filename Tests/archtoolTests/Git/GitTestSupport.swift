import Testing

/// Runs git in `directory` with a fixed identity and unsigned commits, as the git tests need,
/// and expects it to succeed.
func git(_ arguments: [String], in directory: String) throws {
    let result = try runProcess("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments, in: directory)
    #expect(result.status == 0, "git \(arguments): \(result.out)")
}
