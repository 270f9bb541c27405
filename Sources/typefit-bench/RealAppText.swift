/// The text of one (key, locale) entry of the real-app corpus: words of the locale joined into a
/// label, a sentence, a few sentences, or paragraphs and bullet lists, to the key's length
/// scaled by the language's expansion.
enum RealAppText {
    /// Names apps leave untranslated, in every script's text.
    static let brands = ["iCloud", "Wi-Fi", "Face ID", "Apple Pay", "Wanderly", "Bluetooth", "Apple Watch", "PDF", "VPN", "Wanderly Plus"]
    /// The longest text any entry gets (issue 14: "up to about 4,000").
    static let maximumLength = 4_000

    static func make(key: RealAppCorpus.Key, locale: RealAppLocale, rng: inout SplitMix64) -> String {
        let v = locale.vocabulary
        let noise = 0.85 + 0.3 * rng.unit()
        let target = min(maximumLength, max(1, Int((Double(key.baseLength) * locale.expansion * noise).rounded())))
        var builder = Builder(vocabulary: v, rng: rng)
        let text: String
        switch key.kind {
        case .label:
            text = builder.phrase(length: target, specifiers: key.specifiers, ending: builder.rng.unit() < 0.04 ? "…" : nil)
        case .sentence:
            text = builder.sentence(length: target, specifiers: key.specifiers)
        case .message:
            text = builder.sentences(length: target, specifiers: key.specifiers, lineBreaks: builder.rng.unit() < 0.05)
        case .long:
            text = builder.paragraphs(length: target)
        }
        rng = builder.rng
        return text
    }

    /// Joins words into texts of a target length (in characters, `String.count`).
    struct Builder {
        let vocabulary: LocaleVocabulary
        var rng: SplitMix64

        /// Between sentences: nothing in Chinese and Japanese, a space elsewhere (Thai included).
        var sentenceSeparator: String {
            vocabulary.locale == "ja" || vocabulary.locale.hasPrefix("zh") ? "" : " "
        }

        /// Words up to `length`, the first capitalized, `specifiers` put between words.
        mutating func phrase(length: Int, specifiers: [String] = [], ending: String? = nil) -> String {
            var pieces: [String] = []
            var count = 0
            let separatorCount = vocabulary.separator.count
            while count < length {
                var word = rng.pick(vocabulary.words)
                let roll = rng.unit()
                if !pieces.isEmpty && roll < 0.05 {
                    word = String(rng.int(in: 2...250))
                } else if !pieces.isEmpty && roll < 0.08 {
                    word = rng.pick(RealAppText.brands)
                } else if roll < 0.085 {
                    word = vocabulary.locale == "fr" ? "«\u{00A0}\(word)\u{00A0}»" : rng.unit() < 0.3 ? "\"\(word)\"" : "“\(word)”"
                }
                let added = word.count + (pieces.isEmpty ? 0 : separatorCount)
                // Overshoot by one word only when that lands nearer the target than stopping.
                if count + added > length && count > 0 && count + added - length > length - count { break }
                pieces.append(word)
                count += added
            }
            for specifier in specifiers {
                pieces.insert(specifier, at: rng.int(in: 0...pieces.count))
            }
            var text = pieces.joined(separator: vocabulary.separator)
            if vocabulary.capitalizes { text = capitalized(text) }
            if let ending { text += ending }
            return text
        }

        /// A phrase ended by the script's sentence punctuation.
        mutating func sentence(length: Int, specifiers: [String] = []) -> String {
            let ending = rng.unit() < 0.8 ? vocabulary.endings[0] : rng.pick(vocabulary.endings)
            return phrase(length: max(1, length - ending.count), specifiers: specifiers) + ending
        }

        /// Sentences of 25-90 characters up to `length`; with `lineBreaks`, a line break after
        /// the first (an alert's title and text in one string).
        mutating func sentences(length: Int, specifiers: [String], lineBreaks: Bool) -> String {
            var parts: [String] = []
            var count = 0
            var pending = specifiers
            while count < length - 8 || parts.isEmpty {
                let remaining = length - count
                let size = remaining < 100 ? remaining : rng.int(in: 25...90)
                parts.append(sentence(length: max(4, size), specifiers: pending))
                pending = []
                count += parts.last!.count + sentenceSeparator.count
            }
            guard lineBreaks && parts.count > 1 else { return parts.joined(separator: sentenceSeparator) }
            return parts[0] + "\n" + parts.dropFirst().joined(separator: sentenceSeparator)
        }

        /// Paragraphs (and now and then a bullet list) separated by blank lines, up to `length`.
        mutating func paragraphs(length: Int) -> String {
            var blocks: [String] = []
            var count = 0
            while count < length - 20 || blocks.isEmpty {
                let remaining = length - count
                let block: String
                if rng.unit() < 0.25 && remaining > 80 {
                    let items = min(rng.int(in: 3...5), remaining / 30)
                    block = (0..<items).map { _ in "• " + phrase(length: rng.int(in: 15...min(50, remaining / items - 3))) }.joined(separator: "\n")
                } else {
                    block = sentences(length: min(remaining, rng.int(in: 120...420)), specifiers: [], lineBreaks: false)
                }
                if count > 0 && count + block.count + 2 > RealAppText.maximumLength { break }
                blocks.append(block)
                count += block.count + 2
            }
            return blocks.joined(separator: "\n\n")
        }

        /// The first letter in upper case (Turkish dotted i as Turkish writes it).
        func capitalized(_ text: String) -> String {
            guard let first = text.first else { return text }
            if vocabulary.locale == "tr" && first == "i" { return "İ" + text.dropFirst() }
            return first.uppercased() + text.dropFirst()
        }
    }
}
