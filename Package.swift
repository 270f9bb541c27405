// swift-tools-version: 6.0
//
// TypeFit: at every Dynamic Type size, in every language, does this text still fit?
// Modules and their data flow are described in README.md ("Architecture").

import PackageDescription

let package = Package(
    name: "TypeFit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TextStyles", targets: ["TextStyles"]),
        .library(name: "TextMeasure", targets: ["TextMeasure"]),
        .library(name: "Catalogs", targets: ["Catalogs"]),
        .library(name: "FitCheck", targets: ["FitCheck"]),
        .library(name: "SlotInference", targets: ["SlotInference"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ScreenLayout", targets: ["ScreenLayout"]),
        .executable(name: "typefit", targets: ["typefit"]),
        .executable(name: "typefit-bench", targets: ["typefit-bench"]),
        .executable(name: "typefit-fuzz", targets: ["typefit-fuzz"]),
        // `swift package typefit check|infer|table ...` in a package that depends on TypeFit
        // (docs/integrations.md, "SwiftPM command plugin").
        .plugin(name: "TypeFitPlugin", targets: ["TypeFitPlugin"]),
    ],
    targets: [
        // MARK: Build-time embedding of Tables/ (the single source of truth for published facts).
        .executableTarget(name: "typefit-embed-tables", path: "Sources/typefit-embed-tables"),
        .plugin(name: "EmbedTables", capability: .buildTool(), dependencies: ["typefit-embed-tables"]),
        // MARK: The command plugin consumers run: typefit, built from this checkout, on their package.
        .plugin(
            name: "TypeFitPlugin",
            capability: .command(
                intent: .custom(verb: "typefit", description: "Check that localized strings fit their slots at every Dynamic Type size (typefit check, infer, table)."),
                permissions: [.writeToPackageDirectory(reason: "typefit writes the report (-o) and the baseline (--write-baseline) you ask for into the package.")]),
            dependencies: ["typefit"]),

        // MARK: System C libraries (pkg-config, with apt and brew providers).
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CICU", pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // ICU is wrapped in C: its headers collide with Foundation's _FoundationICU when imported
        // into Swift, and its symbols are renamed per version. The public header uses <stdint.h> only.
        // Plural rules (uplrules) live in ICU's i18n library, beside the uc one CICU links.
        .target(name: "CUnicodeShim", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
        // `typefit serve`'s HTTP server: GNU libmicrohttpd, wrapped in C because its
        // MHD_start_daemon is variadic. The public header uses <stdint.h> and <stddef.h> only.
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
        .target(name: "CHTTPShim", dependencies: ["CMicroHTTPD"]),

        // MARK: The library.
        .target(name: "TextFormatting"),
        .target(name: "TextStyles", plugins: ["EmbedTables"]),
        .target(
            name: "TextMeasure",
            dependencies: ["TextStyles", "TextFormatting", "CFreeType", "CHarfBuzz", "CFontconfig", "CUnicodeShim"]),
        .target(name: "Catalogs", dependencies: ["TextFormatting"]),
        .target(name: "FitCheck", dependencies: ["TextStyles", "TextMeasure", "Catalogs", "TextFormatting"]),
        .target(name: "SlotInference", dependencies: ["Catalogs", "TextStyles", "TextMeasure", "FitCheck", "TextFormatting"]),
        // The linear-constraint solver Auto Layout is built on (Cassowary), pure Swift; tested
        // against Debian's python3-kiwisolver.
        .target(name: "Cassowary"),
        // Screens: Interface Builder views and constraints, solved per device and category.
        .target(name: "ScreenLayout", dependencies: ["Cassowary", "Catalogs", "TextStyles", "TextMeasure", "SlotInference", "FitCheck", "TextFormatting"]),

        // MARK: The command-line tool and the benchmark.
        .target(name: "TypeFitCLI", dependencies: ["TextStyles", "TextMeasure", "Catalogs", "FitCheck", "SlotInference", "ScreenLayout", "TextFormatting", "CHTTPShim"]),
        .executableTarget(name: "typefit", dependencies: ["TypeFitCLI"]),
        .executableTarget(
            name: "typefit-bench", dependencies: ["TextStyles", "TextMeasure", "Catalogs", "FitCheck", "TypeFitCLI", "ScreenLayout", "CHarfBuzz"]),
        // The fuzz harness (`make fuzz`): generators and checks in a module the tests run too.
        .target(name: "Fuzzing", dependencies: ["TextFormatting"]),
        .executableTarget(name: "typefit-fuzz", dependencies: ["Fuzzing"]),

        // MARK: Tests.
        .testTarget(name: "TextStylesTests", dependencies: ["TextStyles"]),
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure", "TextStyles", "Fuzzing"], exclude: ["Fixtures"]),
        .testTarget(name: "CatalogsTests", dependencies: ["Catalogs"], exclude: ["Fixtures"]),
        .testTarget(name: "FitCheckTests", dependencies: ["FitCheck", "Catalogs", "TextMeasure", "TextFormatting", "Fuzzing"], exclude: ["Fixtures", "Goldens"]),
        .testTarget(name: "SlotInferenceTests", dependencies: ["SlotInference", "Catalogs", "TextStyles", "TextMeasure", "FitCheck"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Oracle"]),
        .testTarget(name: "ScreenLayoutTests", dependencies: ["ScreenLayout", "Cassowary", "TextMeasure", "TextStyles"], exclude: ["Fixtures", "CanvasFixtures"]),
        .testTarget(name: "TypeFitCLITests", dependencies: ["TypeFitCLI", "typefit", "typefit-bench", "Fuzzing"], exclude: ["Golden", "Fixtures"]),
    ]
)
