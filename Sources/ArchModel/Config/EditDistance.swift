/// Suggestions for mistyped names, by Levenshtein distance.
public enum EditDistance {
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidate within a distance of a third of the input's length (at least 2).
    public static func suggestion(for input: String, among candidates: [String]) -> String? {
        // Nothing near a long text (a key pasted by mistake): not worth the quadratic distance.
        guard input.utf8.count <= 128 else { return nil }
        let limit = max(2, input.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(input, candidate)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }
}
