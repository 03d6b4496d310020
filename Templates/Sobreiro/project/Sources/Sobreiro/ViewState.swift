/// The state a screen renders: a value type, usually an enum of the screen's states.
///
/// Portable subset of the Sobreiro package (https://github.com/hydcozz/Sobreiro).
/// As upstream, the default `==` treats every pair of states as different, so every
/// write re-renders; declare `static func ==` in each state to skip equal states.
public protocol ViewState: Equatable {}

extension Equatable where Self: ViewState {
    /// Upstream's default: states are never equal, so every write renders.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        false
    }
}
