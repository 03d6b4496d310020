import HuddleArch

/// What the root holder hands to the modules it builds.
final class RootModuleHolderContext: ModuleHolderContext {}
