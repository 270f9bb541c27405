import Catalogs
import FitCheck
import TextMeasure

/// One place a key is shown, and the slot the app's files give it there.
///
/// Optional properties are `nil` when the files do not say; a spec written from the inference
/// then keeps the component's (or the default slot's) value. Interface Builder states every
/// property of its objects, so its inferences leave fewer `nil`s than code.
public struct Inference: Sendable, Hashable, Codable {
    public var key: KeyReference
    /// The kind of view the key is put into, as the file names it: `UILabel` is `label`,
    /// `UIButton` is `button`, and so on.
    ///
    /// Inference never sets `configurationButton`, `cellText` or `cellSecondaryText`: those are
    /// a button or label with more to say, which the readers record beside the view
    /// (`usesButtonConfiguration`, `cell`) because the spec needs that too (a cell's style and
    /// width) and because a key's two uses are compared view with view (`SlotTightness`).
    /// Writing the spec turns them into those components (`SlotSettings.mapComponent`).
    public var component: Component
    public var font: InferredFont?
    /// `numberOfLines` / `.lineLimit` (0 = unlimited).
    public var lines: Int?
    public var lineBreak: TextLineBreak?
    /// `minimumScaleFactor` (0 = never shrinks).
    public var minimumScaleFactor: Double?
    /// The view's own width in points: its frame at the document's design size in Interface
    /// Builder (constraints are not solved), `.frame(width:)` in SwiftUI.
    public var width: Double?
    /// A done bar button item, an alert's cancel or preferred action: UIKit shows these Semibold.
    public var isProminent: Bool
    /// A `UIButton.Configuration` button (titles wrap) rather than a legacy one (one line).
    public var usesButtonConfiguration: Bool
    /// For labels inside a table view cell: the cell's style and which text this is.
    public var cell: CellContext?
    /// For text fields: the border style and clear button, which take room from the text.
    public var textField: TextFieldTraits?
    /// The `InferredGroup.id` of the control, bar or alert this key is one member of.
    public var groupID: String?
    /// A bar button item's side of the navigation bar title, when the file says
    /// (`leftBarButtonItem`, `ToolbarItem(placement: .topBarTrailing)`); `nil` when it does not.
    public var barPosition: BarPosition?
    /// Where the key is put into its view: the object in Interface Builder, the call in code.
    public var location: SourceLocation
    public var confidence: InferenceConfidence
    public var source: InferenceSource
    /// The development-language text written in Interface Builder (the text `.strings` files
    /// translate), for checking storyboards that have no `.strings` in the development language.
    public var sourceText: String?
    /// What a reader of the spec should know: a default assumed, a property not read, why a
    /// confidence is lower.
    public var notes: [String]
    /// The call, modifier or property that puts the key into its view, as `--explain` names it:
    /// `Button`, `.navigationTitle`, `UIAlertAction(title:)`, `navigationItem.title =`,
    /// `actionWithTitle:style:handler:`; nil for Interface Builder (the object is the place).
    public var shape: String?
    /// For keys read from Android layouts and Compose: the view's Android settings.
    public var android: AndroidViewTraits?
    /// The case the text is put in before it is shown (`L10n.x.localizedUppercase`,
    /// `.textCase(.uppercase)`); nil: as written.
    public var textCase: TextCase? = nil
    /// For a text code puts into a view through a property of one of the app's classes
    /// (`noticeLabel.text = ...` in `NoticeView`): that class and property, so that an
    /// Interface Builder view connected as that outlet gives the slot (`OutletView`).
    public var outlet: OutletReference? = nil
    /// The Interface Builder view whose slot this is, as `file#id`, when an outlet gave it.
    public var outletView: String? = nil

    public init(key: KeyReference, component: Component, font: InferredFont? = nil, lines: Int? = nil,
                lineBreak: TextLineBreak? = nil, minimumScaleFactor: Double? = nil, width: Double? = nil,
                isProminent: Bool = false, usesButtonConfiguration: Bool = false, cell: CellContext? = nil,
                textField: TextFieldTraits? = nil, groupID: String? = nil, barPosition: BarPosition? = nil,
                location: SourceLocation, confidence: InferenceConfidence,
                source: InferenceSource, sourceText: String? = nil, notes: [String] = [], shape: String? = nil,
                android: AndroidViewTraits? = nil) {
        self.key = key
        self.component = component
        self.font = font
        self.lines = lines
        self.lineBreak = lineBreak
        self.minimumScaleFactor = minimumScaleFactor
        self.width = width
        self.isProminent = isProminent
        self.usesButtonConfiguration = usesButtonConfiguration
        self.cell = cell
        self.textField = textField
        self.groupID = groupID
        self.barPosition = barPosition
        self.location = location
        self.confidence = confidence
        self.source = source
        self.sourceText = sourceText
        self.notes = notes
        self.shape = shape
        self.android = android
    }

    /// `label Headline 2 lines tail 200pt wide` and so on: the slot without key or location.
    public var slotSummary: String {
        if let android {
            return android.summary + (width.map { " \(formatNumber($0))dp wide" } ?? "")
        }
        var parts = [component.rawValue]
        if let font { parts.append(font.description) }
        if isProminent { parts.append("prominent") }
        if usesButtonConfiguration { parts.append("configuration") }
        if let lines { parts.append(lines == 0 ? "unlimited lines" : lines == 1 ? "1 line" : "\(lines) lines") }
        if let lineBreak { parts.append(lineBreak.rawValue) }
        if let minimumScaleFactor, minimumScaleFactor > 0 { parts.append("min scale \(formatNumber(minimumScaleFactor))") }
        if let textCase { parts.append(textCase.rawValue) }
        if let width { parts.append("\(formatNumber(width))pt wide") }
        if let cell { parts.append("in a \(cell.style.rawValue) cell (\(cell.role.rawValue))") }
        if let textField {
            parts.append(textField.borderStyle.map { "border \($0)" } ?? "border unknown")
            if textField.hasClearButton { parts.append("clear button") }
        }
        return parts.joined(separator: " ")
    }

    /// Two inferences give the same slot when everything but where they were found agrees.
    func hasSameSlot(as other: Inference) -> Bool {
        component == other.component && font == other.font && lines == other.lines && lineBreak == other.lineBreak
            && minimumScaleFactor == other.minimumScaleFactor && width == other.width && isProminent == other.isProminent
            && usesButtonConfiguration == other.usesButtonConfiguration && cell == other.cell && textField == other.textField
            && barPosition == other.barPosition && android == other.android && textCase == other.textCase
    }
}

/// Which kind of file an inference was read from.
public enum InferenceSource: String, CaseIterable, Sendable, Hashable, Codable {
    /// A `.storyboard` or `.xib`.
    case interfaceBuilder
    /// A `.swift` file.
    case swift
    /// A `.m` or `.mm` file.
    case objectiveC
    /// An Android resource XML file: `res/layout*/`, `res/menu*/` or `res/xml*/` (preferences).
    case androidXML
    /// A Kotlin file (Jetpack Compose, and view code).
    case kotlin
    /// A Java file (Android view code).
    case java
    /// An app's `Info.plist`: its usage descriptions, shown by the system's permission alerts.
    case infoPlist
}

/// A label inside a `UITableViewCell`: the cell's style and the label's part in it.
public struct CellContext: Sendable, Hashable, Codable {
    /// The four `UITableViewCell.CellStyle`s, custom cells (labels laid out by the app), and
    /// cells whose style the file does not say (`cell.textLabel` set in code).
    public enum Style: String, Sendable, Hashable, Codable {
        case basic, subtitle, rightDetail, leftDetail, custom, unknown
    }

    /// Which text of the cell the label shows.
    public enum Role: String, Sendable, Hashable, Codable {
        /// `textLabel`, `UIListContentConfiguration.text`.
        case primary
        /// `detailTextLabel`, `secondaryText`.
        case secondary
        /// A label the app added to the cell's content view.
        case custom
    }

    public var style: Style
    public var role: Role
    /// The cell's width at the design size (Interface Builder's `<tableViewCell>` frame), when
    /// known: a cell's texts share the cell's width, not their own label's frame.
    public var width: Double?

    public init(style: Style, role: Role, width: Double? = nil) {
        self.style = style
        self.role = role
        self.width = width
    }
}

/// Which side of a navigation bar's title a bar button item sits on.
public enum BarPosition: String, Sendable, Hashable, Codable {
    /// `leftBarButtonItem(s)`, `.topBarLeading`, `.cancellationAction`: before the title.
    case leading
    /// `rightBarButtonItem(s)`, `.topBarTrailing`, `.primaryAction`, `.confirmationAction`: after it.
    case trailing
}

/// The parts of a `UITextField` that take room from its text.
public struct TextFieldTraits: Sendable, Hashable, Codable {
    /// `roundedRect`, `bezel`, `line` or `none` (the spec's `borderStyle` names); `nil` unknown.
    public var borderStyle: String?
    /// A clear button is shown (`clearButtonMode` other than `never`).
    public var hasClearButton: Bool

    public init(borderStyle: String?, hasClearButton: Bool) {
        self.borderStyle = borderStyle
        self.hasClearButton = hasClearButton
    }
}
