import Foundation
import ScreenLayout
import TextMeasure
import TextStyles

/// `--screens PATH`: what solving screens costs beside the text measurement it needs (issue 35:
/// "laying out a screen at 12 categories x 3 devices must cost well under the text measurement
/// it needs").
///
/// Every screen of the storyboards and xibs under PATH is solved at the 12 categories on the SE,
/// the 16 and the 16 Pro Max (as `check --devices` does: the constraints added once per screen,
/// their constants changed for each device, the intrinsic sizes for each category), twice in one process: first with a fresh measurer (each text is
/// shaped and measured for the first time: the text measurement plus the solving), then again
/// with the same measurer (its caches answer every text: the solving, with cache lookups). The
/// first minus the second is the text measurement; the second is the layout's own cost. Both
/// solve as `check --devices` does, for the frames; a third pass also finds the views the
/// constraints leave free (`typefit layout`'s ambiguity findings), reported on its own.
enum ScreenLayoutCost {
    static func run(_ paths: [String], options: BenchOptions) throws {
        let fonts = try locateFonts(options.fontsDirectory)
        let files = LayoutDocumentReader.documentFiles(paths)
        let documents = files.map { LayoutDocumentReader.read(contentsOf: $0) }
        let table = DeviceTable.standard
        let devices = ["SE", "16", "16ProMax"].compactMap { table.device(named: $0) }
        let repeats = options.repeats ?? 5
        var cold: [Double] = [], warm: [Double] = [], warmWithAmbiguity: [Double] = []
        var solves = 0, views = 0, constraints = 0, screens = 0, retargeted = 0, rebuilt = 0
        for round in 0..<repeats {
            let measurer = TextMeasurer(library: try FontLibrary(fontsDirectory: fonts, usesSystemFallback: false, usesTestFonts: true))
            let solver = ScreenSolver(sizer: TextSizer(measurer: measurer))
            // Passes 0 and 1 as `check --devices` asks (frames only); pass 2 also finds the
            // views the constraints leave free, as `typefit layout` reports them.
            for pass in 0..<3 {
                let start = DispatchTime.now().uptimeNanoseconds
                var count = 0
                for document in documents {
                    let design = document.designDeviceID.flatMap { table.designDevice(id: $0, orientation: document.designOrientation) }
                    for screen in document.screens {
                        if round == 0 && pass == 0 {
                            screens += 1
                            views += screen.views.count
                            constraints += screen.constraints.count
                        }
                        var session = solver.session(for: screen, file: document.path)
                        for device in devices {
                            let request = ScreenSolver.Request(device: device, designDevice: design, reportsAmbiguity: pass == 2)
                            count += session.solve(request, categories: ContentSizeCategory.allCases).count
                        }
                        if round == 0 && pass == 0 { retargeted += session.retargeted; rebuilt += session.rebuilt }
                    }
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                switch pass {
                case 0: cold.append(seconds)
                case 1: warm.append(seconds)
                default: warmWithAmbiguity.append(seconds)
                }
                solves = count
            }
        }
        func median(_ values: [Double]) -> Double { let sorted = values.sorted(); return sorted[sorted.count / 2] }
        let text = max(0, median(cold) - median(warm))
        let summary: [String: Any] = [
            "files": files.count, "screens": screens, "views": views, "constraints": constraints,
            "solvesPerRound": solves, "rounds": repeats,
            "devicesChangedInPlace": retargeted, "solversMade": rebuilt,
            "coldSecondsMedian": median(cold), "warmSecondsMedian": median(warm),
            "textMeasurementSeconds": text,
            "layoutMicrosecondsPerSolve": median(warm) / Double(max(1, solves)) * 1e6,
            "layoutOverTextMeasurement": text > 0 ? median(warm) / text : -1,
            "withAmbiguitySecondsMedian": median(warmWithAmbiguity),
            "layoutWithAmbiguityMicrosecondsPerSolve": median(warmWithAmbiguity) / Double(max(1, solves)) * 1e6,
        ]
        let data = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys, .prettyPrinted])
        print(String(decoding: data, as: UTF8.self))
    }
}
