import FitCheck
import Foundation
import Testing
@testable import TypeFitCLI

/// The GitHub Action (`action.yml` at the repository root), read with Debian's python3-yaml
/// (`make test` installs it): its inputs are all used, its `typefit check` options are the CLI's
/// own, its scripts parse (`bash -n`), and its check and decide steps, run here with the built
/// `typefit` as the runner would run them, write the annotations, SARIF, job summary and exit
/// status the action promises.
@Suite("GitHub Action")
struct ActionTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL
    static let actionFile = checkout.appendingPathComponent("action.yml")

    static let exampleWorkflow = checkout.appendingPathComponent("Examples/workflows/typefit.yml")

    /// `action.yml` as JSON objects, through python3-yaml.
    static func action() throws -> [String: Any] { try yaml(actionFile) }

    /// A YAML file as JSON objects, through python3-yaml.
    static func yaml(_ file: URL) throws -> [String: Any] {
        let script = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1], encoding='utf-8')), sys.stdout)"
        let result = try run("/usr/bin/python3", ["-c", script, file.path])
        guard result.exitCode == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey:
                "python3 could not read \(file.lastPathComponent) (make test installs python3-yaml): \(result.standardError)"])
        }
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    static func steps(_ action: [String: Any]) throws -> [[String: Any]] {
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        return try #require(runs["steps"] as? [[String: Any]])
    }

    static func step(_ id: String, in action: [String: Any]) throws -> [String: Any] {
        try #require(try steps(action).first { $0["id"] as? String == id }, "a step with id \(id)")
    }

    /// Runs `executable arguments` with `environment` added, in `directory`.
    static func run(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:],
                    directory: URL? = nil) throws -> TypeFitBinary.Result {
        try TypeFitBinary.run(executable: URL(fileURLWithPath: executable), arguments, environment: extra, directory: directory)
    }

    /// Every `${{ ... }}` expression's `inputs.NAME` and `steps.ID.outputs.NAME` in `text`.
    static func references(_ text: String, _ pattern: Regex<(Substring, Substring)>) -> Set<String> {
        Set(text.matches(of: pattern).map { String($0.output.1) })
    }

    @Test("every input is used, every input used is declared, and step outputs name earlier steps")
    func inputs() throws {
        let action = try Self.action()
        let declared = Set(try #require(action["inputs"] as? [String: Any]).keys)
        let text = try String(contentsOf: Self.actionFile, encoding: .utf8)
        let used = Self.references(text, #/\binputs\.([A-Za-z0-9_-]+)/#)
        #expect(declared.subtracting(used).isEmpty, "declared, never used: \(declared.subtracting(used).sorted())")
        #expect(used.subtracting(declared).isEmpty, "used, not declared: \(used.subtracting(declared).sorted())")
        var earlier = Set<String>()
        for step in try Self.steps(action) {
            let stepText = String(decoding: try JSONSerialization.data(withJSONObject: step), as: UTF8.self)
            let named = Self.references(stepText, #/\bsteps\.([A-Za-z0-9_-]+)\.outputs/#)
            #expect(named.isSubset(of: earlier), "\(step["name"] ?? "a step") reads \(named.subtracting(earlier).sorted()) before it runs")
            if let id = step["id"] as? String { earlier.insert(id) }
        }
        let outputs = try #require(action["outputs"] as? [String: [String: Any]])
        for (name, output) in outputs {
            let value = try #require(output["value"] as? String)
            #expect(Self.references(value, #/\bsteps\.([A-Za-z0-9_-]+)\.outputs/#).isSubset(of: earlier), "output \(name)")
        }
    }

    @Test("every script parses with bash -n and takes its inputs from the environment, not pasted in")
    func scripts() throws {
        let action = try Self.action()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-action-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var scripts = 0
        for (index, step) in try Self.steps(action).enumerated() {
            guard let script = step["run"] as? String else {
                let uses = step["uses"] as? String ?? ""
                #expect(uses.hasPrefix("github/codeql-action/upload-sarif@") || uses.hasPrefix("actions/cache@"), "the only actions used")
                continue
            }
            scripts += 1
            #expect(step["shell"] as? String == "bash", "a composite step's run needs a shell")
            #expect(!script.contains("${{"), "step \(index) pastes an expression into its script (an injection risk)")
            let file = directory.appendingPathComponent("step\(index).sh")
            try script.write(to: file, atomically: true, encoding: .utf8)
            let check = try Self.run("/bin/bash", ["-n", file.path])
            #expect(check.exitCode == 0, "step \(index): \(check.standardError)")
        }
        #expect(scripts == 3)
    }

    @Test("the options and formats the action passes to typefit check are the CLI's own")
    func options() throws {
        let action = try Self.action()
        let script = try #require(try Self.step("check", in: action)["run"] as? String)
        let valid = CheckCommand.signature.allOptions
        let longNames = Set(valid.map(\.name)), shortNames = Set(valid.compactMap(\.short).map(String.init))
        // The arguments of every `"$TYPEFIT" check` line and of the `common+=(...)` lines.
        var passed: [String] = []
        for line in script.split(separator: "\n") {
            if let range = line.range(of: "\"$TYPEFIT\" check ") {
                passed += line[range.upperBound...].split(separator: " ").prefix { $0 != "||" }.map(String.init)
            } else if let range = line.range(of: "common+=(") {
                passed += line[range.upperBound...].split(separator: " ").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "()")) }
            }
        }
        let options = passed.filter { $0.hasPrefix("-") }
        #expect(options.count >= 8, "\(passed)")
        for option in options {
            if option.hasPrefix("--") {
                #expect(longNames.contains(String(option.dropFirst(2))), "typefit check has no \(option)")
            } else {
                #expect(shortNames.contains(String(option.dropFirst())), "typefit check has no \(option)")
            }
        }
        for (index, argument) in passed.enumerated() where argument == "--format" && index + 1 < passed.count {
            let value = passed[index + 1]
            #expect(value.hasPrefix("\"$") || ReportFormat(name: value) != nil, "--format \(value)")
        }
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        let format = try #require(inputs["format"]?["default"] as? String)
        #expect(ReportFormat(name: format) != nil)
        let failOn = try #require(inputs["fail-on"]?["default"] as? String)
        let decide = try #require(try Self.steps(action).last?["run"] as? String)
        #expect(decide.contains("\(failOn))"), "the default fail-on is one the decide step handles")
    }

    @Test("the build step builds with the Makefile's release flags and runs Makefile targets that exist")
    func build() throws {
        let script = try #require(try Self.step("build", in: try Self.action())["run"] as? String)
        let makefile = try String(contentsOf: Self.checkout.appendingPathComponent("Makefile"), encoding: .utf8)
        let release = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("RELEASE = ") })
        let flags = release.replacingOccurrences(of: "RELEASE = $(SWIFT) ", with: "")
        #expect(script.contains("swift \(flags) --product typefit"), "the Makefile's RELEASE is '\(release)'")
        #expect(script.contains("swift \(flags) --show-bin-path"))
        let targets = Set(makefile.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.contains("=") else { return nil }
            return String(line[..<colon])
        })
        let makeLine = try #require(script.split(separator: "\n").first { $0.contains("make ") })
        let named = makeLine.split(separator: " ").drop { $0 != "make" }.dropFirst()
        #expect(!named.isEmpty)
        for target in named { #expect(targets.contains(String(target)), "make \(target)") }
    }

    /// A folder with a German title too long for its slot, the check step's outputs and summary.
    static func workspace() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-action-run-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
try SettingsTitleFixture.write(catalog: root.appendingPathComponent("App/Localizable.xcstrings"), spec: root.appendingPathComponent("typefit.json"))
        for file in ["output", "summary.md"] { _ = FileManager.default.createFile(atPath: root.appendingPathComponent(file).path, contents: nil) }
        return root
    }

    @Test("the check step annotates, writes SARIF and the job summary, and records the exit status")
    func checkStep() throws {
        let typefit = try #require(TypeFitBinary.url)
        let action = try Self.action()
        let script = try #require(try Self.step("check", in: action)["run"] as? String)
        let root = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("check.sh")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let environment = [
            "TYPEFIT": typefit.path, "TYPEFIT_PATHS": "App\n", "TYPEFIT_SPEC": "typefit.json", "TYPEFIT_BASELINE": "",
            "TYPEFIT_FORMAT": "github", "TYPEFIT_SARIF": "typefit.sarif", "TYPEFIT_SUMMARY": "true",
            "TYPEFIT_ARGS": "--categories xSmall...AX5 --no-system-fonts",
            "GITHUB_OUTPUT": root.appendingPathComponent("output").path,
            "GITHUB_STEP_SUMMARY": root.appendingPathComponent("summary.md").path, "RUNNER_TEMP": root.path,
        ]
        let declared = try #require(try Self.step("check", in: action)["env"] as? [String: String])
        #expect(Set(declared.keys) == Set(environment.keys).subtracting(["GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "RUNNER_TEMP"]),
                "the step's environment is the one run here")
        let result = try Self.run("/bin/bash", [file.path], environment: environment, directory: root)
        #expect(result.exitCode == 0, "the step records the status; the decide step fails the job\n\(result.standardError)")
        #expect(result.standardOutput.contains("::error file=App/Localizable.xcstrings,line=7,title=TypeFit truncated%3A settings.title [de]::"),
                "\(result.standardOutput)\n\(result.standardError)")
        let outputs = try String(contentsOf: root.appendingPathComponent("output"), encoding: .utf8)
        #expect(outputs.contains("exit-code=1\n"), "\(outputs)")
        #expect(outputs.contains("sarif=\(root.resolvingSymlinksInPath().path)/typefit.sarif\n") || outputs.contains("sarif=\(root.path)/typefit.sarif\n"), "\(outputs)")
        let sarif = try String(contentsOf: root.appendingPathComponent("typefit.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"uri\":\"App/Localizable.xcstrings\""))
        let summary = try String(contentsOf: root.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("## TypeFit: FAIL (exit 1)"), "\(summary)")
    }

    @Test("the decide step fails on findings, on input errors only, or never, as fail-on says",
          arguments: [("findings", "0", 0), ("findings", "1", 1), ("findings", "2", 2), ("input-error", "1", 0), ("input-error", "2", 2),
                      ("input-error", "64", 64), ("never", "2", 0), ("sometimes", "0", 64), ("findings", "", 2)])
    func decideStep(_ failOn: String, _ status: String, _ expected: Int32) throws {
        let steps = try Self.steps(try Self.action())
        let script = try #require(steps.last?["run"] as? String)
        let declared = try #require(steps.last?["env"] as? [String: String])
        #expect(declared == ["TYPEFIT_STATUS": "${{ steps.check.outputs.exit-code }}", "TYPEFIT_FAIL_ON": "${{ inputs.fail-on }}"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-decide-\(UUID().uuidString).sh")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run("/bin/bash", [file.path], environment: ["TYPEFIT_STATUS": status, "TYPEFIT_FAIL_ON": failOn])
        #expect(result.exitCode == expected, "\(result.standardOutput)")
    }

    @Test("the example workflow uses the action with inputs it has, and docs/integrations.md shows it whole")
    func exampleWorkflow() throws {
        let workflow = try Self.yaml(Self.exampleWorkflow)
        let inputs = Set(try #require(try Self.action()["inputs"] as? [String: Any]).keys)
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        let steps = try #require(jobs["typefit"]?["steps"] as? [[String: Any]])
        let uses = try #require(steps.first { ($0["uses"] as? String)?.contains("/typefit@") == true })
        let with = try #require(uses["with"] as? [String: Any])
        #expect(Set(with.keys).isSubset(of: inputs), "not inputs of the action: \(Set(with.keys).subtracting(inputs).sorted())")
        let permissions = try #require(workflow["permissions"] as? [String: String])
        #expect(permissions["security-events"] == "write", "upload-sarif needs it")
        let example = try String(contentsOf: Self.exampleWorkflow, encoding: .utf8)
        let docs = try String(contentsOf: Self.checkout.appendingPathComponent("docs/integrations.md"), encoding: .utf8)
        #expect(docs.contains("```yaml\n" + example + "```\n"), "docs/integrations.md's workflow differs from Examples/workflows/typefit.yml")
    }
}
