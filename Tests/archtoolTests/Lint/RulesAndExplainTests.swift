import Testing
import ArchModel

@testable import archtool

@Suite struct RulesAndExplainTests {
    /// Every finding of archtool's own is either one a configuration may set or one it may not
    /// (which `.archtool.json` names as such).
    /// A rule's code, as `rules` prints it, names the rule (any case).
    @Test func explainTakesACode() {
        #expect(runCLI(["explain", "v1"]) == runCLI(["explain", "single-repository"]))
        #expect(runCLI(["explain", "SA12"]).out.hasPrefix("subscribe-with-method (SA12, sourcearch, warning)\n"))
        #expect(runCLI(["explain", "Z9"]).status == 2)
        // An id several styles share: the code's style is the one explained.
        #expect(runCLI(["explain", "H16"]).out.hasPrefix("file-named-after-type (H16, huddle, warning)\n"))
        #expect(runCLI(["explain", "V12"]).out.hasPrefix("routers-are-main-actor (V12, vidrep, warning)\n"))
        #expect(runCLI(["explain", "P12", "--style", "huddle"]).err.hasPrefix(
            "Error: 'P12' is a code of puddles (file-named-after-type), not of huddle. See 'archtool rules --style huddle'.\n"))
    }

    @Test func archtoolsOwnFindingsAreAdjustableOrFixed() {
        #expect(ToolRule.all.map(\.id).sorted() == (Configuration.adjustableToolRules + Configuration.fixedToolRules).sorted())
    }

    @Test func rulesListsIdSeverityAndSummary() {
        let result = runCLI(["rules", "--style", "vidrep"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("vidrep (ViDRep):\n  V1   single-repository                   error    Exactly one class in the tree is a Repository (protocols named *Repository… don't count).\n"))
        #expect(result.out.split(separator: "\n").count == 21)
        // archtool's own findings close every listing.
        #expect(result.out.contains("\narchtool's own findings:\n  file-unreadable       error    A file could not be linted:"))
        #expect(result.out.hasSuffix("\n  stale-baseline-entry  warning  A baseline entry matches no finding any more (lint --baseline).\n"))
    }

    @Test func explainPrintsSummaryRationaleAndExamples() {
        let result = runCLI(["explain", "models-are-deterministic"])
        #expect(result == CLIResult(status: 0, out: """
            models-are-deterministic (V14, vidrep, warning)

            Model and data types call no UUID() or Date() (nor read Date.now, the same).

            Why: Models built from fresh UUIDs and dates differ on every run, so equality
                 and tests become flaky.

            Checks:
              forbidden-use in Models
                  calls: UUID, Date
                  calls only without arguments or labelled timeIntervalSinceNow
            Options: layers, names, members, calls, attributes, project-type-suffixes, project-types

            Triggers (↓ marks each finding):
              // Models/Book.swift
              struct Book {
                  let id = ↓UUID()
                  let fetchedAt = ↓Date()
                  let other = ↓Date.init()
                  let expiresAt = ↓Date(timeIntervalSinceNow: 3600)
                  var createdAt: Date = ↓.init()
                  var token: UUID = ↓.init()
                  var seenAt: Date = ↓.now
                  var age: Double { ↓Date.now.timeIntervalSince(seenAt) }
                  var isPast: Bool { seenAt < ↓.now }
              }

              // Models/Coupon.swift
              struct Coupon {
                  let id: UUID
                  let issuedAt: Date
                  static func make() -> Coupon { Coupon(id: ↓.init(), issuedAt: ↓.init()) }
                  static func fixed() -> Coupon { Coupon(id: .init(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, issuedAt: .init(timeIntervalSince1970: 0)) }
              }

              // Models/Visit.swift
              struct Visit {
                  var at: Date?
                  mutating func stamp() { at = ↓Date() }
              }
              // Models/Date+Days.swift
              import Foundation
              extension Date {
                  func adding(days: Int) -> Date { addingTimeInterval(Double(days) * 86_400) }
              }

              // Models/Schedule.swift
              import Foundation
              struct Section {
                  var items: [UUID] = []
                  mutating func add(_ id: UUID) { items.append(id) }
              }
              struct Schedule {
                  var sections: [Section] = []
                  mutating func today() { sections[0].add(↓.init()) }
              }

              // Models/Ticket.swift
              import Foundation
              struct Ticket: Identifiable {
                  typealias ID = UUID
                  let id: ID
                  let issuedAt: Timestamp
                  var seenAt: Timestamp = ↓.init()
                  static func make() -> Ticket { Ticket(id: ↓.init(), issuedAt: ↓.init()) }
              }
              typealias Timestamp = Date

              // Models/Draft.swift
              import Foundation
              struct Draft {
                  let makeID: () -> UUID = ↓UUID.init
                  var stamps: [Date] = []
                  mutating func reset() { stamps = [↓.init(), ↓.init()] }
              }

              // Models/Stay.swift
              import Foundation
              struct Stay {
                  typealias Stamp = Foundation.Date
                  var at: Stamp = ↓.init()
                  var left: Stamp = ↓Stamp()
              }
              struct Pass { typealias ID = UUID }
              struct Order {
                  var pass: Pass.ID = ↓.init()
                  let made = ↓Moment()
              }
              typealias Moment = Date
              // Models/Feed.swift
              enum Feed {
                  typealias Date = String
              }

              // Models/Player.swift
              import Foundation
              struct Player {
                  var createdAt: Date?
                  mutating func stamp() { createdAt = ↓Date() }
              }
              // Tests/PlayerTests.swift
              import Foundation
              private struct Player {
                  var createdAt: Date?
                  mutating func stamp() { createdAt = Date() }
              }
              // Models/Fixtures.swift
              import Foundation
              private struct Player {
                  let createdAt = ↓Date()
              }


            Passes:
              // Models/Book.swift
              struct Book {
                  let id: UUID
                  let fetchedAt: Date
              }

              // Models/Player.swift
              struct Player {
                  let id: Int
              }
              // Tests/PlayerTests.swift
              import Foundation
              private struct Player {
                  var createdAt: Date?
                  mutating func stamp() {
                      createdAt = Date()
                  }
              }
              extension Player {
                  mutating func touch() { createdAt = .now }
              }

              // Models/Book.swift
              struct Book {
                  static let sampleID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
                  let publishedAt: Date
                  init(published seconds: Double) { publishedAt = Date(timeIntervalSince1970: seconds) }
                  var epoch: Date = .init(timeIntervalSince1970: 0)
              }

              // Models/Form.swift
              struct Field: Equatable { var name = "" }
              struct Form {
                  var fields: [Field] = []
                  mutating func addBlankField() { fields.append(.init()) }
              }
              // Models/VisitLog.swift
              import Foundation
              struct VisitLog {
                  private(set) var dates: [Date] = []
                  mutating func append(_ date: Date) { dates.append(date) }
              }

              // Models/Tagged.swift
              struct Tagged<UUID: Hashable> {
                  let id: UUID
              }
              struct Seat: Hashable { var row = 0 }
              enum Seats {
                  static func first() -> Tagged<Seat> { Tagged(id: .init()) }
                  static func wrap<Date>(_ value: Date) -> Date { value }
                  static func second() -> Seat { wrap(.init()) }
              }
              struct Event {
                  struct Date: Equatable { var day = 0 }
                  var date: Date
                  static func make() -> Event { Event(date: .init()) }
                  static func copy() -> Event { Event(date: Date()) }
                  static func blank() -> Event { let date: Date = .init(); return Event(date: date) }
              }

              // Models/Import.swift
              import Foundation
              struct Import {
                  let texts: [String]
                  var ids: [UUID] { texts.compactMap(UUID.init) }
                  let parse: (String) -> UUID? = UUID.init
              }

              // Models/Feed.swift
              enum Feed {
                  typealias Date = String
                  typealias Stamp = Date
                  static func blank() -> Stamp { Stamp() }
              }
              struct Entry {
                  var at: Feed.Stamp = .init()
              }
              struct Person { typealias ID = String; var id: ID = .init() }


            """, err: ""))
    }

    /// What a preset sets beyond the lists (a flag, the layers whose types are excepted) is
    /// shown with the checks it changes.
    @Test func explainShowsFlagsAndExceptedLayers() {
        #expect(runCLI(["explain", "providers-come-from-environment"]).out.contains("""
            Checks:
              construction-scope: not created in Modules or Components
                  constructed: Providers
                  static-members: live, mock
                  allowed-in-functions: withMockProviders
                  except types also in: FrameworkProviders, Core, ProviderContainers

            """))
        #expect(runCLI(["explain", "dispatchers-use-no-views"]).out.contains("""
              forbidden-use in Dispatchers
                  layers (option): Scenes
                  names (option): View
                  subtypes-of-names: true

            """))
    }

    /// Of a rule made of several checks, the list each option sets is marked (review 30c item 7:
    /// `reducers-are-pure`'s `calls` is its first check's, and its `Date, UUID` are fixed).
    @Test func explainMarksTheListEachOptionSets() {
        let out = runCLI(["explain", "reducers-are-pure"]).out
        #expect(out.contains("      calls (option): print\n"))
        #expect(out.contains("      members (option): random, randomElement, shuffled, shuffle\n"))
        #expect(out.contains("      calls: Date, UUID\n"))
        #expect(out.contains("Options: attributes, calls, layers, members, names, project-type-suffixes, project-types "
            + "(each replaces the list marked '(option)' above; the others are fixed)\n"))
    }

    /// `explain` offers only the options a rule's checks can use: no `main-actor-supertypes`
    /// where no `@MainActor` is asked for, no `receiver-layers` for a type's own properties, no
    /// `storage-of-attributes` for other values' (review 32a item 3).
    @Test func explainOffersNoOptionItsRuleCannotUse() {
        #expect(runCLI(["explain", "router-is-observable"]).out.contains(
            "Options: any-of, attributes, calls, kinds, layers, members, names, project-type-suffixes, project-types, supertypes "
                + "(each replaces the list marked '(option)' above; the others are fixed)\n"))
        #expect(runCLI(["explain", "V12"]).out.contains("Options: kinds, main-actor-supertypes, any-of, supertypes\n"))
        #expect(runCLI(["explain", "flow-sets-steps"]).out.contains(
            "Options: names, storage-of-attributes, mutating-calls, allowed-in-closures, forbidden-in-closures, allowed-in-layers\n"))
        #expect(runCLI(["explain", "state-owned-by-view-model"]).out.contains(
            "Options: allowed-in-closures, allowed-in-layers, forbidden-in-closures, mutating-calls, names, receiver-layers "
                + "(each replaces the list marked '(option)' above; the others are fixed)\n"))
    }

    /// The project's custom rules are explained and listed as the presets' are.
    @Test func customRulesOfTheProjectAreExplainedAndListed() throws {
        let work = TemporaryDirectory("custom-explain")
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep",
              "custom-rules": [ { "id": "services-import-no-swiftui", "kind": "forbidden-imports",
                                  "scope": { "paths": ["Sources/Services/**"] }, "modules": ["SwiftUI"],
                                  "summary": "Services import no SwiftUI.", "severity": "warning" } ] }
            """)
        #expect(runCLI(["explain", "services-import-no-swiftui"], directory: work.path) == CLIResult(status: 0, out: """
            services-import-no-swiftui (custom, vidrep, warning)

            Services import no SwiftUI.

            Why: Defined in .archtool.json.

            Checks:
              forbidden-imports in files matching Sources/Services/**
                  modules: SwiftUI

            """, err: ""))
        #expect(runCLI(["rules", "--style", "vidrep"], directory: work.path).out.contains("""
            custom rules (.archtool.json):
                   services-import-no-swiftui  warning  Services import no SwiftUI.

            """))
        #expect(!runCLI(["rules", "--style", "huddle"], directory: work.path).out.contains("custom"))
        // The severity the configuration's `rules` gives it, as lint runs it.
        try work.write(".archtool.json", """
            { "style": "vidrep", "rules": { "services-import-no-swiftui": "error" },
              "custom-rules": [ { "id": "services-import-no-swiftui", "kind": "forbidden-imports",
                                  "modules": ["SwiftUI"], "summary": "Services import no SwiftUI.", "severity": "warning" } ] }
            """)
        #expect(runCLI(["rules", "--style", "vidrep"], directory: work.path).out.contains("""
                   services-import-no-swiftui  error    Services import no SwiftUI.

            """))
        #expect(runCLI(["explain", "services-import-no-swiftui"], directory: work.path).out.hasPrefix("services-import-no-swiftui (custom, vidrep, error)\n"))
        // The style's own rules too, with the severities the project sets.
        try work.write(".archtool.json", #"{ "style": "vidrep", "rules": { "reducers-are-pure": "warning" } }"#)
        let listed = runCLI(["rules", "--style", "vidrep"], directory: work.path).out
        #expect(listed.hasPrefix("vidrep (ViDRep, severities as .archtool.json sets them):\n"))
        #expect(listed.contains("  V3   reducers-are-pure                   warning  Reducers hold no stored var"))
        #expect(runCLI(["rules", "--style", "huddle"], directory: work.path).out.hasPrefix("huddle (Huddle):\n"))
        #expect(runCLI(["explain", "V3"], directory: work.path).out.hasPrefix("reducers-are-pure (V3, vidrep, warning)\n"))
        // And archtool's own findings that a project may set.
        try work.write(".archtool.json", #"{ "style": "vidrep", "rules": { "unused-suppression": "error" } }"#)
        #expect(runCLI(["explain", "unused-suppression"], directory: work.path).out.hasPrefix("unused-suppression (archtool, error)\n"))
        #expect(runCLI(["explain", "stale-baseline-entry"], directory: work.path).out.hasPrefix("stale-baseline-entry (archtool, warning)\n"))
        // A configuration that does not read: an error, as for lint, after the presets' rules.
        try work.write(".archtool.json", "{ \"style\": ")
        let unread = runCLI(["rules", "--style", "vidrep"], directory: work.path)
        #expect(unread.status == 2 && unread.out.hasPrefix("vidrep (ViDRep):\n"))
        #expect(unread.err == "Error: the project's configuration could not be read, so these are the presets' rules: "
            + ".archtool.json:1:12: expected a value, found the end of the file\n")
        // One that leaves the style to --style is no error: every style's rules, or the asked one's.
        try work.write(".archtool.json", #"{ "include": ["Sources"], "rules": { "unused-suppression": "error" } }"#)
        for arguments in [["rules"], ["rules", "--style", "vidrep"], ["explain", "V3"], ["explain", "unused-suppression", "--style", "vidrep"]] {
            let shown = runCLI(arguments, directory: work.path)
            #expect(shown.status == 0 && shown.err.isEmpty, "\(arguments)")
        }
        #expect(runCLI(["explain", "unused-suppression", "--style", "vidrep"], directory: work.path).out.hasPrefix("unused-suppression (archtool, error)\n"))
        try work.write(".archtool.json", "{ \"style\": ")
        for rule in ["V3", "unused-suppression"] {
            let explained = runCLI(["explain", rule], directory: work.path)
            #expect(explained.status == 2 && !explained.out.isEmpty)
            #expect(explained.err == "Error: the project's configuration could not be read, so this is the preset's rule: "
                + ".archtool.json:1:12: expected a value, found the end of the file\n")
        }
    }

    /// An unknown id in a project whose configuration does not read says why its custom rules
    /// were not looked at.
    @Test func explainNamesAnUnreadableConfiguration() throws {
        let work = TemporaryDirectory("explain-broken")
        defer { work.remove() }
        try work.write(".archtool.json", "{ \"style\": ")
        let result = runCLI(["explain", "my-rule"], directory: work.path)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: Unknown rule 'my-rule'. See 'archtool rules'. (The project's custom rules could not be read: .archtool.json:1:12: expected a value, found the end of the file)\n"))
    }

    @Test func explainUnknownRuleSuggests() {
        let result = runCLI(["explain", "reducers-are-pur"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: Unknown rule 'reducers-are-pur'. Did you mean 'reducers-are-pure'? See 'archtool rules'.\n"))
    }

    @Test func explainKnowsTheIdsOfArchtoolsOwnFindings() {
        #expect(runCLI(["explain", "unused-suppression"]) == CLIResult(status: 0, out: """
            unused-suppression (archtool, warning)

            An archtool:disable directive suppresses no finding of an enabled rule.

            Why: Once the code it excused is fixed, a leftover directive would hide the next
                 real violation at that place; remove it.

            Example:
              let id = 42 // archtool:disable:this models-are-deterministic
              (the suppression of 'models-are-deterministic' suppresses nothing; remove it)


            """, err: ""))
        for id in ["file-unreadable", "invalid-suppression", "stale-baseline-entry"] {
            #expect(runCLI(["explain", id]).out.hasPrefix(id + " (archtool, "))
        }
    }

    @Test func explainOfASharedIdPicksTheStyle() throws {
        // Asked for a style that does not have the rule: which styles do.
        #expect(runCLI(["explain", "reducers-are-pure", "--style", "puddles"]).err.hasPrefix(
            "Error: 'reducers-are-pure' is not a rule of puddles; it is a rule of vidrep (V3). See 'archtool rules --style puddles'.\n"))
        // Without --style: every style's version, or in a project the project's.
        let everyStyle = runCLI(["explain", "routers-are-main-actor"]).out
        #expect(everyStyle.split(separator: "\n").filter { $0.hasPrefix("routers-are-main-actor (") }
            == ["routers-are-main-actor (P10, puddles, error)", "routers-are-main-actor (V12, vidrep, warning)",
                "routers-are-main-actor (H1, huddle, error)"])
        let work = TemporaryDirectory("explain")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        #expect(runCLI(["explain", "routers-are-main-actor"], directory: work.path).out.hasPrefix("routers-are-main-actor (V12, vidrep, warning)\n"))
        #expect(runCLI(["explain", "routers-are-main-actor"], directory: work.path).out.split(separator: "\n")
            .filter { $0.hasPrefix("routers-are-main-actor (") }.count == 1)
    }

    @Test func stylesListsTheFive() {
        let result = runCLI(["styles"])
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
            == ["sourcearch", "puddles", "sobreiro", "vidrep", "huddle"])
    }

    /// `styles <style>` shows the layers a configuration overrides, as the preset defines them.
    @Test func stylesShowsAStylesLayers() throws {
        // (The UI frameworks' views, dozens of names, are one item.)
        #expect(runCLI(["styles", "vidrep"]).out.contains("""
                never inheriting    Scene, SKScene, SCNScene, GKScene
                by path inheriting  View, the UIKit and AppKit views
              Dispatchers

            """))
        let result = runCLI(["styles", "puddles"])
        #expect(result.status == 0 && result.err == "")
        #expect(result.out.hasPrefix("""
            Puddles (puddles): SwiftUI Modules, data-free Components, environment Providers, a Core package.

            Layers:
              Modules
                paths               **/Modules/**
              Components
                paths               **/Components/**
              Providers
                paths               **/Providers/**
                suffixes            Provider
                not by path         *Key, extensions of framework types
                never inheriting    PreferenceKey, FocusedValueKey
                by path inheriting  ObservableObject, Observable, @Observable
              Router
                paths               **/Router/**
                suffixes            Router
              Core
                paths               **/Core/**
              ProviderContainers
                inherits            DynamicProperty
              FrameworkProviders
                inherits            TimelineProvider, AppIntentTimelineProvider,
                                    IntentTimelineProvider, ControlValueProvider,

            """))
        // Long lists wrap at 80 columns, under their first value.
        let lines = result.out.components(separatedBy: "\n")
        #expect(lines.dropFirst().allSatisfy { $0.count <= 80 })
        #expect(result.out.hasSuffix("\n                        MLFeatureProvider, MLBatchProvider\n"))
        for style in ["sourcearch", "sobreiro", "vidrep", "huddle"] {
            #expect(runCLI(["styles", style]).out.contains("\n\nLayers:\n  "))
        }
        #expect(runCLI(["styles", "vidrap"]).err.hasPrefix("Error: Unknown style 'vidrap'. Did you mean 'vidrep'? Choose one of:\n"))
        #expect(runCLI(["styles", "vidrap"]).status == 2)
    }
}
