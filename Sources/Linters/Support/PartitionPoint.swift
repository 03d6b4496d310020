/// The first of `count` positions at which `isBefore` is false, where it is true at every
/// position before that one and false at every one after: a binary search. The scanner's facts
/// (references, calls, assignments) are sorted by token, and rules look them up by token so.
/// `isBefore` is asked of an index, not of an element, so that the element is read in place
/// (a copy of a fact retains every string it holds).
@inline(__always)
func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let mid = (low + high) / 2
        if isBefore(mid) { low = mid + 1 } else { high = mid }
    }
    return low
}
