/// Anything that presents a model: a SwiftUI view, or a UIKit/AppKit view or controller.
///
/// A Renderer declares `@Source var model: M`, injected from outside. Class Renderers
/// implement `render()`, which is called on every change once `model` has been read; SwiftUI
/// views get `render()` for free and re-render through their `body`.
@MainActor
public protocol Renderer {
    associatedtype Model
    var model: Model { get }
    func render()
}

#if canImport(SwiftUI)
import SwiftUI

extension Renderer where Self: View {
    public func render() {}
}
#endif
